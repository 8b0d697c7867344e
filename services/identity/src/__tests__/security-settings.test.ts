import { generate } from 'otplib';
import { STAFF_TWO_FACTOR_REQUIRED } from '@atlas/service-kit';
import { testService, type TestService } from '@atlas/service-kit/testing';
import { definition } from '../service';
import { TURN_ON_YOUR_OWN_FIRST } from '../operations/security-settings';
import { PLATFORM_SETTINGS_CHANGED } from '../events/settings-changed';
import { newAddresses } from './addresses';

let t: TestService;
beforeAll(async () => {
  t = await testService(definition);
});
afterAll(async () => {
  await t.close();
});

const fromNewAddress = newAddresses('203.0');
const PASSWORD = 'correct horse';
const HOUR_MS = 3_600_000;

interface Signed {
  access: string;
  refresh: string;
  user: { id: number; username: string };
}

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, access: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${access}`, ...fromNewAddress() }, ...(payload ? { payload } : {}) });
const claimsOf = (access: string) => JSON.parse(Buffer.from(access.split('.')[1], 'base64url').toString());
const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

async function register(username: string): Promise<Signed> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register/',
    headers: fromNewAddress(),
    payload: { username, email: `${username}@example.com`, password: PASSWORD },
  });
  expect(res.statusCode).toBe(201);
  return res.json();
}
async function login(username: string, password = PASSWORD) {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/login/', headers: fromNewAddress(), payload: { username, password } });
  expect(res.statusCode).toBe(200);
  return res.json();
}
const refresh = async (signed: { refresh: string }): Promise<Signed> =>
  (await t.app.inject({ method: 'POST', url: '/api/auth/refresh/', payload: { refresh: signed.refresh } })).json();

/** Turns the account's second factor on; answers its authenticator secret. */
async function setUpTwoFactor(access: string, steps = 0): Promise<string> {
  const { secret } = (await call('POST', '/api/auth/2fa/setup/', access)).json();
  expect((await call('POST', '/api/auth/2fa/enable/', access, { code: await codeAt(secret, steps) })).statusCode).toBe(200);
  return secret;
}
async function signInWithSecondFactor(username: string, secret: string, password = PASSWORD): Promise<Signed> {
  const { challenge } = await login(username, password);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login/2fa/',
    headers: fromNewAddress(),
    payload: { challenge, code: await codeAt(secret, 1) },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

let admin: Signed;
beforeAll(async () => {
  admin = await login('admin', 'admin1234');
});

async function newStaff(username: string): Promise<Signed> {
  const user = await register(username);
  expect((await call('PATCH', `/api/auth/users/${user.user.id}/`, admin.access, { is_staff: true })).statusCode).toBe(200);
  return login(username);
}

describe('the security settings are staff-only', () => {
  it('answers the defaults to staff: no second factor required, sessions of 14 days', async () => {
    const res = await call('GET', '/api/auth/security/', admin.access);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ require_staff_two_factor: false, session_lifetime_hours: 336, updated_at: null, updated_by: null });
  });

  it('refuses everyone else: 403 for a signed-in owner, 401 for nobody', async () => {
    const owner = await register('sec.owner');
    for (const [method, payload] of [['GET'], ['PATCH', { session_lifetime_hours: 1 }]] as const) {
      const res = await call(method, '/api/auth/security/', owner.access, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBe('You do not have permission to perform this action.');
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/security/' })).statusCode).toBe(401);
    expect((await call('GET', '/api/auth/security/', admin.access)).json().session_lifetime_hours).toBe(336);
  });

  it.each([
    [{ session_lifetime_hours: 0 }],
    [{ session_lifetime_hours: 2161 }],
    [{ session_lifetime_hours: 1.5 }],
    [{ require_staff_two_factor: 'yes' }],
  ])('refuses %j with 400 and a detail', async (payload) => {
    const res = await call('PATCH', '/api/auth/security/', admin.access, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toEqual(expect.any(String));
  });
});

describe('requiring two-factor authentication of staff', () => {
  let adminSecret: string;

  it('is refused while the staff member turning it on has no second factor themselves', async () => {
    const res = await call('PATCH', '/api/auth/security/', admin.access, { require_staff_two_factor: true });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(TURN_ON_YOUR_OWN_FIRST);
  });

  it('turns on, says who changed it, and is announced for the audit log', async () => {
    adminSecret = await setUpTwoFactor(admin.access);
    const res = await call('PATCH', '/api/auth/security/', admin.access, { require_staff_two_factor: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(
      expect.objectContaining({ require_staff_two_factor: true, updated_by: { id: admin.user.id, username: 'admin' } }),
    );
    const row = await t.app.db('identity.outbox').where({ topic: PLATFORM_SETTINGS_CHANGED }).first();
    expect(row.envelope).toMatchObject({
      type: PLATFORM_SETTINGS_CHANGED,
      key: 'platform',
      payload: { require_staff_two_factor: true, session_lifetime_hours: 336, changed: ['require_staff_two_factor'] },
    });
  });

  it('signs a staff account without a second factor in without staff rights: staff routes answer 403 with why', async () => {
    const signed = await newStaff('sec.staff');
    expect(claimsOf(signed.access)).toEqual(expect.objectContaining({ is_staff: false, staff_two_factor_pending: true }));
    const refused = await call('GET', '/api/auth/users/', signed.access);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(STAFF_TWO_FACTOR_REQUIRED);
    expect(STAFF_TWO_FACTOR_REQUIRED).toBe('Two-factor authentication is required for staff accounts.');
    // The dashboard learns it from who is signed in, and sends them to set it up.
    expect((await call('GET', '/api/auth/me/', signed.access)).json()).toEqual(
      expect.objectContaining({ is_staff: true, two_factor_enabled: false, staff_two_factor_required: true }),
    );

    // Setting it up is open to them; the next token is staff's again.
    await setUpTwoFactor(signed.access);
    expect((await call('GET', '/api/auth/me/', signed.access)).json().staff_two_factor_required).toBe(false);
    const refreshed = await refresh(signed);
    expect(claimsOf(refreshed.access).is_staff).toBe(true);
    expect((await call('GET', '/api/auth/users/', refreshed.access)).statusCode).toBe(200);
  });

  it('takes staff rights from an open session without a second factor at its next refresh, and gives them back when lifted', async () => {
    await call('PATCH', '/api/auth/security/', admin.access, { require_staff_two_factor: false });
    const signed = await newStaff('sec.open');
    expect((await call('GET', '/api/auth/users/', signed.access)).statusCode).toBe(200);

    await call('PATCH', '/api/auth/security/', admin.access, { require_staff_two_factor: true });
    const pending = await refresh(signed);
    expect((await call('GET', '/api/auth/users/', pending.access)).json().detail).toBe(STAFF_TWO_FACTOR_REQUIRED);

    await call('PATCH', '/api/auth/security/', admin.access, { require_staff_two_factor: false });
    const lifted = await refresh(pending);
    expect((await call('GET', '/api/auth/users/', lifted.access)).statusCode).toBe(200);
    expect((await call('GET', '/api/auth/me/', lifted.access)).json().staff_two_factor_required).toBe(false);
  });

  it('leaves owners as they were and staff with a second factor signed in as staff', async () => {
    await call('PATCH', '/api/auth/security/', admin.access, { require_staff_two_factor: true });
    const owner = await register('sec.plain');
    expect(claimsOf(owner.access)).toEqual(expect.objectContaining({ is_staff: false }));
    expect(claimsOf(owner.access).staff_two_factor_pending).toBeUndefined();
    expect((await call('GET', '/api/auth/me/', owner.access)).json().staff_two_factor_required).toBe(false);

    const again = await signInWithSecondFactor('admin', adminSecret, 'admin1234');
    expect((await call('GET', '/api/auth/security/', again.access)).statusCode).toBe(200);
    await call('PATCH', '/api/auth/security/', again.access, { require_staff_two_factor: false });
  });
});

describe('session lifetime', () => {
  const sessionEnd = async (access: string): Promise<number> => {
    const sid = claimsOf(access).sid;
    const row = await t.app.db('identity.sessions').where({ id: sid }).first('expires_at');
    return new Date(row.expires_at).getTime();
  };

  it('ends sessions signed in after a change that long after sign-in; earlier ones keep their end', async () => {
    const before = await register('sec.before');
    expect(await sessionEnd(before.access)).toBeGreaterThan(Date.now() + 13.9 * 24 * HOUR_MS);

    const res = await call('PATCH', '/api/auth/security/', admin.access, { session_lifetime_hours: 8 });
    expect(res.statusCode).toBe(200);
    expect(res.json().session_lifetime_hours).toBe(8);

    const after = await login('sec.before');
    const end = await sessionEnd(after.access);
    expect(end).toBeGreaterThan(Date.now() + 7.9 * HOUR_MS);
    expect(end).toBeLessThanOrEqual(Date.now() + 8 * HOUR_MS);
    expect(await sessionEnd(before.access)).toBeGreaterThan(Date.now() + 13.9 * 24 * HOUR_MS);

    // A refresh does not stretch it: its refresh token ends with the session.
    const refreshed = await refresh(after);
    expect(await sessionEnd(refreshed.access)).toBe(end);
    const token = await t.app
      .db('identity.refresh_tokens')
      .where({ family_id: claimsOf(after.access).sid })
      .max({ end: 'expires_at' })
      .first();
    expect(new Date(token!.end).getTime()).toBe(end);
  });
});
