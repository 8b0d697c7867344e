import { testService, type TestService } from '@atlas/service-kit/testing';
import { definition } from '../service';
import { ACCOUNT_DEACTIVATED } from '../routes/auth/login';
import { deviceOf } from '../operations/device';
import { newAddresses } from './addresses';

let t: TestService;
beforeAll(async () => {
  t = await testService(definition);
});
afterAll(async () => {
  await t.close();
});

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const SESSION_ENDED = 'This session has ended. Please sign in again.';

const fromNewAddress = newAddresses('198.51');

interface Signed {
  access: string;
  refresh: string;
  user: { id: number; username: string };
}

async function register(username: string): Promise<Signed> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register/',
    headers: { ...fromNewAddress(), 'user-agent': FIREFOX },
    payload: { username, email: `${username}@example.com`, password: 'correct horse' },
  });
  expect(res.statusCode).toBe(201);
  return res.json();
}
async function login(username: string, password = 'correct horse', userAgent = IPHONE) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login/',
    headers: { ...fromNewAddress(), 'user-agent': userAgent },
    payload: { username, password },
  });
}
const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, access: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${access}`, ...fromNewAddress() }, ...(payload ? { payload } : {}) });
const me = (access: string) => call('GET', '/api/auth/me/', access);
const sidOf = (access: string) => JSON.parse(Buffer.from(access.split('.')[1], 'base64url').toString()).sid as string;

describe('access tokens name their session', () => {
  it('carries the session id as sid', async () => {
    const signed = await register('sid.carrier');
    expect(sidOf(signed.access)).toMatch(/^[0-9a-f-]{36}$/);
    const refreshed = await t.app.inject({ method: 'POST', url: '/api/auth/refresh/', payload: { refresh: signed.refresh } });
    expect(sidOf(refreshed.json().access)).toBe(sidOf(signed.access));
  });
});

describe('signing out ends the access token at once', () => {
  it('refuses the access token of a signed-out session on the very next request, and announces it', async () => {
    const signed = await register('leaver');
    expect((await me(signed.access)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout/', payload: { refresh: signed.refresh } });
    expect(out.statusCode).toBe(204);
    const after = await me(signed.access);
    expect(after.statusCode).toBe(401);
    expect(after.json().detail).toBe(SESSION_ENDED);
    const row = await t.app
      .db('identity.outbox')
      .where({ topic: 'identity.session.revoked' })
      .whereRaw("envelope->'payload'->>'user_id' = ?", [String(signed.user.id)])
      .first();
    expect(row.envelope).toMatchObject({
      key: String(signed.user.id),
      payload: { user_id: signed.user.id, session_ids: [sidOf(signed.access)], reason: 'signed_out', revoked_at: expect.any(String) },
    });
  });

  it('leaves the same user signed in elsewhere', async () => {
    const first = await register('two.places');
    const second = (await login('two.places')).json();
    await t.app.inject({ method: 'POST', url: '/api/auth/logout/', payload: { refresh: first.refresh } });
    expect((await me(second.access)).statusCode).toBe(200);
  });
});

describe('GET and DELETE /api/auth/sessions/', () => {
  it('lists the active sessions with their device, last use and the current one', async () => {
    const laptop = await register('many.devices');
    const phone = (await login('many.devices')).json();
    const res = await call('GET', '/api/auth/sessions/', phone.access);
    expect(res.statusCode).toBe(200);
    const sessions = res.json();
    expect(sessions).toHaveLength(2);
    expect(sessions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: sidOf(laptop.access), device: 'Firefox on Linux', current: false }),
        expect.objectContaining({ id: sidOf(phone.access), device: 'Safari on iPhone', current: true, last_used_at: expect.any(String) }),
      ]),
    );
  });

  it('signs one session out: its token is refused at once, its refresh fails, the list drops it', async () => {
    const laptop = await register('sign.out.one');
    const phone = (await login('sign.out.one')).json();
    const res = await call('DELETE', `/api/auth/sessions/${sidOf(laptop.access)}/`, phone.access);
    expect(res.statusCode).toBe(204);
    expect((await me(laptop.access)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/refresh/', payload: { refresh: laptop.refresh } })).statusCode).toBe(401);
    const list = (await call('GET', '/api/auth/sessions/', phone.access)).json();
    expect(list.map((s: { id: string }) => s.id)).toEqual([sidOf(phone.access)]);
  });

  it("answers 404 for another user's session, an unknown one and one already ended", async () => {
    const owner = await register('session.owner');
    const stranger = await register('session.stranger');
    const url = `/api/auth/sessions/${sidOf(owner.access)}/`;
    expect((await call('DELETE', url, stranger.access)).json()).toEqual({ detail: 'Session not found' });
    expect((await call('DELETE', url, stranger.access)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/auth/sessions/00000000-0000-0000-0000-000000000000/', owner.access)).statusCode).toBe(404);
    expect((await me(owner.access)).statusCode).toBe(200);
    expect((await call('DELETE', '/api/auth/sessions/not-a-session/', owner.access)).statusCode).toBe(400);
  });

  it('signs out every other session at once, keeping this one', async () => {
    const laptop = await register('sign.out.others');
    const tablet = (await login('sign.out.others')).json();
    const phone = (await login('sign.out.others')).json();
    const res = await call('POST', '/api/auth/sessions/sign-out-others/', phone.access);
    expect(res.json()).toEqual({ signed_out_sessions: 2 });
    expect((await me(laptop.access)).statusCode).toBe(401);
    expect((await me(tablet.access)).statusCode).toBe(401);
    expect((await me(phone.access)).statusCode).toBe(200);
    const list = (await call('GET', '/api/auth/sessions/', phone.access)).json();
    expect(list.map((s: { id: string }) => s.id)).toEqual([sidOf(phone.access)]);
  });

  it('requires a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/sessions/' })).statusCode).toBe(401);
  });
});

describe('POST /api/auth/password/', () => {
  it('changes the password, signs every other session out at once and keeps this one', async () => {
    const here = await register('changer');
    const elsewhere = (await login('changer')).json();
    const res = await call('POST', '/api/auth/password/', here.access, {
      current_password: 'correct horse',
      new_password: 'battery staple',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: 'Password changed.', signed_out_sessions: 1 });
    expect((await me(here.access)).statusCode).toBe(200);
    expect((await me(elsewhere.access)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/refresh/', payload: { refresh: elsewhere.refresh } })).statusCode).toBe(
      401,
    );
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/refresh/', payload: { refresh: here.refresh } })).statusCode).toBe(200);
    expect((await login('changer', 'correct horse')).statusCode).toBe(401);
    expect((await login('changer', 'battery staple')).statusCode).toBe(200);
  });

  it('refuses a wrong current password, a short new one and the same one', async () => {
    const user = await register('careful');
    const wrong = await call('POST', '/api/auth/password/', user.access, { current_password: 'nope', new_password: 'battery staple' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ detail: 'Current password is incorrect.', current_password: ['Current password is incorrect.'] });
    const short = await call('POST', '/api/auth/password/', user.access, { current_password: 'correct horse', new_password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().detail).toBe('New password must be 8 to 128 characters.');
    const same = await call('POST', '/api/auth/password/', user.access, {
      current_password: 'correct horse',
      new_password: 'correct horse',
    });
    expect(same.json().detail).toBe('The new password must differ from the current one.');
    expect((await login('careful')).statusCode).toBe(200);
  });
});

describe('PATCH /api/auth/me/', () => {
  it('changes the username and the email', async () => {
    const user = await register('renamer');
    const res = await call('PATCH', '/api/auth/me/', user.access, { username: 'renamed', email: 'renamed@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: user.user.id, username: 'renamed', email: 'renamed@example.com', is_staff: false });
    expect((await me(user.access)).json().username).toBe('renamed');
    expect((await login('renamed')).statusCode).toBe(200);
  });

  it("refuses another account's username or email, and a bad one", async () => {
    await register('holder');
    const user = await register('wanter');
    const name = await call('PATCH', '/api/auth/me/', user.access, { username: 'HOLDER' });
    expect(name.statusCode).toBe(400);
    expect(name.json()).toMatchObject({ detail: 'A user with that username already exists.', username: expect.any(Array) });
    const email = await call('PATCH', '/api/auth/me/', user.access, { email: 'holder@example.com' });
    expect(email.json().detail).toBe('A user with that email already exists.');
    expect((await call('PATCH', '/api/auth/me/', user.access, { username: 'a b' })).statusCode).toBe(400);
    // fields other than username and email are dropped, never applied
    expect((await call('PATCH', '/api/auth/me/', user.access, { is_staff: true })).json().is_staff).toBe(false);
    // its own name in another case is not "taken"
    expect((await call('PATCH', '/api/auth/me/', user.access, { username: 'Wanter' })).statusCode).toBe(200);
  });
});

describe('staff: /api/auth/users/', () => {
  let admin: Signed;
  beforeAll(async () => {
    admin = (await login('admin', 'admin1234')).json();
  });

  it('refuses everyone but staff with 403 and a detail', async () => {
    const user = await register('not.staff');
    for (const [method, url] of [
      ['GET', '/api/auth/users/'],
      ['GET', `/api/auth/users/${user.user.id}/`],
      ['PATCH', `/api/auth/users/${user.user.id}/`],
    ] as const) {
      const res = await call(method, url, user.access, method === 'PATCH' ? { is_staff: true } : undefined);
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toEqual(expect.any(String));
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/users/' })).statusCode).toBe(401);
  });

  it('searches by username or email, paged', async () => {
    await register('findable.one');
    await register('findable.two');
    const res = await call('GET', '/api/auth/users/?search=FINDABLE&page_size=1', admin.access);
    expect(res.statusCode).toBe(200);
    expect(res.json().count).toBe(2);
    expect(res.json().results).toEqual([expect.objectContaining({ username: 'findable.two', is_active: true, is_staff: false })]);
    expect((await call('GET', '/api/auth/users/?search=%25', admin.access)).json().count).toBe(0);
  });

  it('answers 404 for an unknown id', async () => {
    expect((await call('GET', '/api/auth/users/99999/', admin.access)).json()).toEqual({ detail: 'User not found' });
    expect((await call('PATCH', '/api/auth/users/99999/', admin.access, { is_active: false })).statusCode).toBe(404);
  });

  it('deactivates: the tokens stop at once, refresh fails, sign-in is refused with a clear message; reactivates', async () => {
    const user = await register('to.deactivate');
    const res = await call('PATCH', `/api/auth/users/${user.user.id}/`, admin.access, { is_active: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.user.id, is_active: false });
    expect((await me(user.access)).json().detail).toBe(SESSION_ENDED);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/refresh/', payload: { refresh: user.refresh } })).statusCode).toBe(401);
    const refused = await login('to.deactivate');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().detail).toBe(ACCOUNT_DEACTIVATED);
    // a wrong password still learns nothing
    expect((await login('to.deactivate', 'wrong password')).json().detail).toBe('No active account found with the given credentials');
    await call('PATCH', `/api/auth/users/${user.user.id}/`, admin.access, { is_active: true });
    expect((await login('to.deactivate')).statusCode).toBe(200);
  });

  it('makes and removes staff; removing staff ends their sessions so no token says is_staff', async () => {
    const user = await register('promoted');
    const made = await call('PATCH', `/api/auth/users/${user.user.id}/`, admin.access, { is_staff: true });
    expect(made.json().is_staff).toBe(true);
    const asStaff = (await login('promoted')).json();
    expect((await call('GET', '/api/auth/users/', asStaff.access)).statusCode).toBe(200);
    await call('PATCH', `/api/auth/users/${user.user.id}/`, admin.access, { is_staff: false });
    expect((await call('GET', '/api/auth/users/', asStaff.access)).statusCode).toBe(401);
  });

  it('does not let staff deactivate themselves or drop their own staff access', async () => {
    const self = await call('PATCH', `/api/auth/users/${admin.user.id}/`, admin.access, { is_active: false });
    expect(self.statusCode).toBe(400);
    expect(self.json().detail).toBe('You cannot deactivate your own account.');
    expect((await call('PATCH', `/api/auth/users/${admin.user.id}/`, admin.access, { is_staff: false })).statusCode).toBe(400);
  });
});

test.each([
  [FIREFOX, 'Firefox on Linux'],
  [IPHONE, 'Safari on iPhone'],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
    'Edge on Windows',
  ],
  [
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    'Chrome on macOS',
  ],
  ['', 'Unknown device'],
])('names the device of %s', (userAgent, device) => {
  expect(deviceOf(userAgent)).toBe(device);
});
