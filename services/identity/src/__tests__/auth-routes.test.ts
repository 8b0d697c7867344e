import { testService, tokenFor, type TestService } from '@atlas/service-kit/testing';
import { signAccessToken } from '@atlas/service-kit';
import { definition } from '../service';
import { LOGIN_FAILED } from '../routes/auth/login';
import { REFRESH_INVALID, REFRESH_REUSED } from '../routes/auth/refresh';
import { forgetUser } from '../operations/signed-in-user';
import { newAddresses } from './addresses';

let t: TestService;
beforeAll(async () => {
  t = await testService(definition);
});
afterAll(async () => {
  await t.close();
});

const fromNewAddress = newAddresses('203.0');

async function register(username: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = fromNewAddress()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/register/',
    headers,
    payload: { username, email: `${username}@example.com`, password: 'correct horse', ...extra },
  });
}
async function login(username: string, password: string, headers: Record<string, string> = fromNewAddress()) {
  return t.app.inject({ method: 'POST', url: '/api/auth/login/', headers, payload: { username, password } });
}
const refresh = (token: string) => t.app.inject({ method: 'POST', url: '/api/auth/refresh/', payload: { refresh: token } });
const me = (access: string) => t.app.inject({ method: 'GET', url: '/api/auth/me/', headers: { authorization: `Bearer ${access}` } });

describe('POST /api/auth/register/', () => {
  it('creates the user and signs them in at once', async () => {
    const res = await register('new.owner');
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.access).toEqual(expect.any(String));
    expect(body.refresh).toEqual(expect.any(String));
    expect(body.user).toMatchObject({ username: 'new.owner', email: 'new.owner@example.com', is_staff: false });
    const profile = await me(body.access);
    expect(profile.json()).toEqual({
      id: body.user.id,
      username: 'new.owner',
      email: 'new.owner@example.com',
      is_staff: false,
      two_factor_enabled: false,
      staff_two_factor_required: false,
    });
  });

  it('announces the registration on identity.user.registered', async () => {
    const res = await register('announced');
    const { id } = res.json().user;
    const row = await t.app
      .db('identity.outbox')
      .where({ topic: 'identity.user.registered' })
      .whereRaw("envelope->'payload'->>'user_id' = ?", [String(id)])
      .first();
    expect(row.envelope).toMatchObject({
      type: 'identity.user.registered',
      version: 1,
      key: String(id),
      payload: { user_id: id, username: 'announced', email: 'announced@example.com', demo: false },
    });
  });

  it('refuses a username that is taken, whatever its case', async () => {
    await register('taken_name');
    const res = await register('Taken_Name', { email: 'other@example.com' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      detail: 'A user with that username already exists.',
      username: ['A user with that username already exists.'],
    });
  });

  it('refuses an email that is taken', async () => {
    await register('first_of_two', { email: 'shared@example.com' });
    const res = await register('second_of_two', { email: 'SHARED@example.com' });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('A user with that email already exists.');
  });

  it('refuses a confirmation that differs from the password', async () => {
    const res = await register('confirming', { password_confirm: 'something else' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ detail: 'Passwords do not match.', password_confirm: ['Passwords do not match.'] });
    expect((await register('confirming', { password_confirm: 'correct horse' })).statusCode).toBe(201);
  });

  it.each([
    [{ email: 'a@example.com', password: 'long enough' }, 'body/username is required'],
    [
      { username: 'ab', email: 'a@example.com', password: 'long enough' },
      'Username must be 3 to 150 characters: letters, digits and . _ - only.',
    ],
    [
      { username: 'has space', email: 'a@example.com', password: 'long enough' },
      'Username must be 3 to 150 characters: letters, digits and . _ - only.',
    ],
    [
      { username: 'x'.repeat(151), email: 'a@example.com', password: 'long enough' },
      'Username must be 3 to 150 characters: letters, digits and . _ - only.',
    ],
    [{ username: 'valid_name', email: 'not-an-email', password: 'long enough' }, 'Email address is not valid.'],
    [{ username: 'valid_name', email: 'a@example.com', password: 'short' }, 'Password must be 8 to 128 characters.'],
    [{ username: 'valid_name', email: 'a@example.com' }, 'body/password is required'],
  ])('refuses invalid input %j', async (payload, detail) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register/', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(detail);
  });

  it('stops one address registering more than 10 accounts an hour, with a 429 and a clear detail', async () => {
    const script = fromNewAddress();
    for (let n = 0; n < 10; n++) expect((await register(`bulk${n}`, {}, script)).statusCode).toBe(201);
    const blocked = await register('bulk10', {}, script);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ detail: 'Too many accounts were registered from this address. Please try again in 60 minutes.' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(3500);
    expect(await t.app.db('identity.users').where({ username: 'bulk10' }).first()).toBeUndefined();
    // Sign-ups from other addresses are unaffected.
    expect((await register('bulk10')).statusCode).toBe(201);
    expect((await register('elsewhere')).statusCode).toBe(201);
  }, 60000);

  it('counts only accounts created, not refused forms', async () => {
    const office = fromNewAddress();
    await register('refused_twice');
    for (let n = 0; n < 12; n++) expect((await register('refused_twice', {}, office)).statusCode).toBe(400);
    expect((await register('accepted_after', {}, office)).statusCode).toBe(201);
  }, 60000);
});

describe('POST /api/auth/login/', () => {
  beforeAll(async () => {
    await register('signer');
  });

  it('answers access and refresh for the right password', async () => {
    const res = await login('signer', 'correct horse');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ access: expect.any(String), refresh: expect.any(String), user: { username: 'signer' } });
    expect((await me(res.json().access)).json().username).toBe('signer');
  });

  it('accepts the email or another case of the username', async () => {
    expect((await login('signer@example.com', 'correct horse')).statusCode).toBe(200);
    expect((await login('SIGNER', 'correct horse')).statusCode).toBe(200);
  });

  it('answers a detail for a wrong password', async () => {
    const res = await login('signer', 'wrong horse');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: LOGIN_FAILED });
  });

  it('answers the same detail for an unknown user', async () => {
    const res = await login('nobody-here', 'whatever1');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: LOGIN_FAILED });
  });

  it('requires both fields', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login/', payload: { username: 'signer' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('body/password is required');
    const empty = await t.app.inject({ method: 'POST', url: '/api/auth/login/', payload: { username: '', password: 'x' } });
    expect(empty.json().detail).toBe('Username is required.');
  });

  it('stops password guessing on one account with a 429 and a clear detail', async () => {
    await register('guessed');
    for (let attempt = 0; attempt < 5; attempt++) expect((await login('guessed', `guess-${attempt}`)).statusCode).toBe(401);
    const blocked = await login('guessed', 'correct horse');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().detail).toBe('Too many failed login attempts. Please try again in 15 minutes.');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
    // Other accounts from the same addresses are unaffected.
    expect((await login('signer', 'correct horse')).statusCode).toBe(200);
  });

  it('counts the account, not what was typed: the e-mail gives no more guesses after the username', async () => {
    await register('twonames');
    for (let attempt = 0; attempt < 5; attempt++) expect((await login('twonames', `guess-${attempt}`)).statusCode).toBe(401);
    expect((await login('twonames@example.com', 'guess-5')).statusCode).toBe(429);
    expect((await login('TwoNames@Example.com', 'correct horse')).statusCode).toBe(429);
  });

  it('stops one address trying many accounts, but not its successful sign-ins before the limit', async () => {
    const office = fromNewAddress();
    for (let attempt = 0; attempt < 30; attempt++) {
      const res = await login(`stranger${attempt}`, 'nope-nope', office);
      expect(res.statusCode).toBe(401);
    }
    const blocked = await login('signer', 'correct horse', office);
    expect(blocked.statusCode).toBe(429);
    expect((await login('signer', 'correct horse', fromNewAddress())).statusCode).toBe(200);
  }, 120000); // ~30 password checks, each deliberately slow

  it('lets ordinary traffic from one address through', async () => {
    const office = fromNewAddress();
    // More successful sign-ins than the failures an address may make.
    for (let attempt = 0; attempt < 35; attempt++) expect((await login('signer', 'correct horse', office)).statusCode).toBe(200);
  }, 120000);
});

describe('POST /api/auth/refresh/', () => {
  it('rotates the refresh token', async () => {
    const first = (await register('rotator')).json();
    const res = await refresh(first.refresh);
    expect(res.statusCode).toBe(200);
    expect(res.json().refresh).not.toBe(first.refresh);
    expect((await me(res.json().access)).statusCode).toBe(200);
    const again = await refresh(res.json().refresh);
    expect(again.statusCode).toBe(200);
  });

  it('revokes the whole family when a used refresh token comes back', async () => {
    const first = (await register('victim')).json();
    const rotated = (await refresh(first.refresh)).json();
    const reuse = await refresh(first.refresh);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().detail).toBe(REFRESH_REUSED);
    // The legitimate holder's newer token is revoked too.
    const legit = await refresh(rotated.refresh);
    expect(legit.statusCode).toBe(401);
    expect(legit.json().detail).toBe(REFRESH_INVALID);
  });

  it('leaves other sign-ins of the same user alone when one family is revoked', async () => {
    const first = (await register('two_devices')).json();
    const other = (await login('two_devices', 'correct horse')).json();
    await refresh(first.refresh);
    await refresh(first.refresh);
    expect((await refresh(other.refresh)).statusCode).toBe(200);
  });

  it('refuses an unknown or missing token', async () => {
    expect((await refresh('made-up-token')).json()).toEqual({ detail: REFRESH_INVALID, code: 'token_not_valid' });
    const missing = await t.app.inject({ method: 'POST', url: '/api/auth/refresh/', payload: {} });
    expect(missing.statusCode).toBe(400);
  });

  it('refuses an expired refresh token', async () => {
    const first = (await register('expiring')).json();
    await t.app
      .db('identity.refresh_tokens')
      .update({ expires_at: new Date(Date.now() - 1000) })
      .whereIn('user_id', t.app.db('identity.users').select('id').where({ username: 'expiring' }));
    expect((await refresh(first.refresh)).statusCode).toBe(401);
  });
});

describe('POST /api/auth/logout/', () => {
  it('revokes the refresh token', async () => {
    const session = (await register('leaver')).json();
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout/', payload: { refresh: session.refresh } });
    expect(res.statusCode).toBe(204);
    expect((await refresh(session.refresh)).statusCode).toBe(401);
  });

  it('answers the same for a token already signed out', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout/', payload: { refresh: 'unknown' } });
    expect(res.statusCode).toBe(204);
  });

  it('requires a refresh token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout/', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('body/refresh is required');
  });
});

describe('GET /api/auth/me/', () => {
  it('refuses a request without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me/' });
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toBe('Authentication credentials were not provided.');
  });

  it('refuses an expired token', async () => {
    const { user } = (await register('late')).json();
    const res = await me(tokenFor(user, { expiresIn: -1 }));
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toBe('Token has expired');
  });

  it('refuses a forged token', async () => {
    const forged = signAccessToken({ id: 1, username: 'admin', is_staff: true }, { secret: 'guessed-secret' });
    const res = await me(forged);
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toBe('Given token not valid');
  });

  it('refuses a refresh token used as an access token', async () => {
    const session = (await register('confused')).json();
    expect((await me(session.refresh)).statusCode).toBe(401);
  });

  it('refuses a valid token for a user that no longer exists', async () => {
    const res = await me(tokenFor({ id: 999999, username: 'ghost' }));
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/auth/me/ kept for a moment (IDENTITY_USER_CACHE_MS, 1000 by default)', () => {
  it('signs a deactivated account out within the lifetime when another process changed it, at once when this one did', async () => {
    expect((await register('kept.user')).statusCode).toBe(201);
    const access = (await login('kept.user', 'correct horse')).json().access;
    expect((await me(access)).json()).toMatchObject({ username: 'kept.user' });
    const id = (await me(access)).json().id;

    // Another process deactivates the account: this one may answer from what it kept, never for long.
    await t.app.db('identity.users').where({ id }).update({ is_active: false });
    const changed = Date.now();
    while ((await me(access)).statusCode === 200) {
      expect(Date.now() - changed).toBeLessThan(1500);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect((await me(access)).json()).toMatchObject({ detail: 'User not found' });

    // This process's own change forgets the account at once.
    await t.app.db('identity.users').where({ id }).update({ is_active: true, email: 'kept.again@example.com' });
    forgetUser(t.app.db, id);
    expect((await me(access)).json()).toMatchObject({ email: 'kept.again@example.com' });
  });
});

describe('default accounts and GET /api/auth/demo/', () => {
  it('seeds the demo owner and the staff admin', async () => {
    const demo = await login('demo', 'demo1234');
    expect(demo.statusCode).toBe(200);
    expect(demo.json().user.is_staff).toBe(false);
    const admin = await login('admin', 'admin1234');
    expect(admin.statusCode).toBe(200);
    expect((await me(admin.json().access)).json().is_staff).toBe(true);
  });

  it('announces the demo owner with demo: true', async () => {
    const row = await t.app.db('identity.outbox').whereRaw("envelope->'payload'->>'username' = 'demo'").first();
    expect(row.envelope.payload).toMatchObject({ username: 'demo', demo: true });
  });

  it('shows the demo credentials', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/demo/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ username: 'demo', password: 'demo1234' });
  });

  it('answers 404 when the demo account is gone', async () => {
    await t.app.db('identity.users').where({ username: 'demo' }).update({ is_active: false });
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/demo/' });
    await t.app.db('identity.users').where({ username: 'demo' }).update({ is_active: true });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Demo account is not available' });
  });
});
