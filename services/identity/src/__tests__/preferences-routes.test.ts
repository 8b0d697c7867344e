import { authHeader, testService, type TestService } from '@atlas/service-kit/testing';
import { definition } from '../service';
import { usersRepository } from '../repositories/users';
import { USER_PREFERENCES_CHANGED } from '../events/preferences-changed';

let t: TestService;
beforeAll(async () => {
  t = await testService(definition);
}, 120_000);
afterAll(async () => {
  await t.close();
});

let counter = 0;
async function newUser() {
  const name = `settings.user${++counter}`;
  const user = await usersRepository(t.app.db).create({ username: name, email: `${name}@example.com`, password_hash: 'x' });
  return { id: user.id, username: user.username };
}

const read = (user: { id: number }) => t.app.inject({ method: 'GET', url: '/api/auth/me/preferences/', headers: authHeader(user) });
const change = (user: { id: number }, payload: unknown) =>
  t.app.inject({ method: 'PATCH', url: '/api/auth/me/preferences/', headers: authHeader(user), payload: payload as object });

const everyEmail = { invitations: true, form_submissions: true, performance_alerts: true, orders: true, product_news: true };

describe('GET /api/auth/me/preferences/', () => {
  it('answers the defaults before anything is saved', async () => {
    const res = await read(await newUser());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ theme: 'system', language: 'en', timezone: 'UTC', emails: everyEmail, updated_at: null });
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me/preferences/' });
    expect(res.statusCode).toBe(401);
  });
});

describe('PATCH /api/auth/me/preferences/', () => {
  it('ignores fields and email categories it does not know', async () => {
    const user = await newUser();
    const res = await change(user, { is_staff: true, emails: { spam: true, orders: false } });
    expect(res.statusCode).toBe(200);
    expect(res.json().emails).toEqual({ ...everyEmail, orders: false });
  });

  it('keeps what is sent, merges the rest and answers it on the next read', async () => {
    const user = await newUser();
    const first = await change(user, { theme: 'dark', timezone: 'europe/paris', emails: { product_news: false } });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      theme: 'dark',
      language: 'en',
      timezone: 'Europe/Paris',
      emails: { ...everyEmail, product_news: false },
    });
    const second = await change(user, { language: 'fr', emails: { invitations: false } });
    expect(second.json()).toMatchObject({
      theme: 'dark',
      language: 'fr',
      timezone: 'Europe/Paris',
      emails: { ...everyEmail, product_news: false, invitations: false },
    });
    expect((await read(user)).json()).toEqual(second.json());
    expect(second.json().updated_at).toEqual(expect.any(String));
  });

  it("never shows one user's settings to another", async () => {
    const [owner, other] = [await newUser(), await newUser()];
    await change(owner, { theme: 'light' });
    expect((await read(other)).json().theme).toBe('system');
  });

  it('announces the email choices on identity.user.preferences_changed, keyed by the user', async () => {
    const user = await newUser();
    await change(user, { emails: { form_submissions: false } });
    const row = await t.app
      .db('identity.outbox')
      .where({ topic: USER_PREFERENCES_CHANGED })
      .whereRaw("envelope->'payload'->>'user_id' = ?", [String(user.id)])
      .first();
    expect(row.envelope).toMatchObject({
      type: USER_PREFERENCES_CHANGED,
      key: String(user.id),
      payload: { user_id: user.id, emails: { ...everyEmail, form_submissions: false }, language: 'en', timezone: 'UTC' },
    });
  });

  it.each([
    [{ theme: 'purple' }, 'Theme must be light, dark or system.'],
    [{ language: 'klingon' }, 'Language must be one of'],
    [{ timezone: 'Mars/Olympus' }, 'Unknown timezone "Mars/Olympus"'],
    [{ timezone: '' }, 'Timezone must be an IANA name'],
    [{ emails: { invitations: 'no' } }, 'Email category invitations must be true or false.'],
  ])('refuses %j with a 400 that says why', async (payload, detail) => {
    const user = await newUser();
    const res = await change(user, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toContain(detail);
    expect((await read(user)).json().updated_at).toBeNull();
  });
});
