import { generate } from 'otplib';
import { testService, type TestService } from '@atlas/service-kit/testing';
import { definition } from '../service';
import { CHALLENGE_NOT_VALID, CODE_NOT_VALID, signLoginChallenge } from '../operations/two-factor';
import { newAddresses } from './addresses';

let t: TestService;
beforeAll(async () => {
  t = await testService(definition);
});
afterAll(async () => {
  await t.close();
});

const fromNewAddress = newAddresses('198.51');
const bearer = (access: string) => ({ authorization: `Bearer ${access}` });
const PASSWORD = 'correct horse';

/**
 * The app's code `steps` periods of 30 s from now. Tests use now and the next step only: both stay
 * within the ±1 step window even when the clock turns a step between generating and checking.
 */
const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

async function register(username: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register/',
    headers: fromNewAddress(),
    payload: { username, email: `${username}@example.com`, password: PASSWORD },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { access: string; user: { id: number } };
}
const post = (url: string, access: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(access), ...(payload ? { payload } : {}) });
const login = (username: string, headers = fromNewAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login/', headers, payload: { username, password: PASSWORD } });
const secondStep = (challenge: string, code: string, headers = fromNewAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login/2fa/', headers, payload: { challenge, code } });
const me = (access: string) => t.app.inject({ method: 'GET', url: '/api/auth/me/', headers: bearer(access) });

/** A new account with the second factor on: its secret, recovery codes and a session. */
async function userWithTwoFactor(username: string) {
  const { access } = await register(username);
  const setup = await post('/api/auth/2fa/setup/', access);
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json();
  const enabled = await post('/api/auth/2fa/enable/', access, { code: await codeAt(secret) });
  expect(enabled.statusCode).toBe(200);
  return { access, secret, recoveryCodes: enabled.json().recovery_codes as string[] };
}

async function challengeFor(username: string, headers = fromNewAddress()) {
  const res = await login(username, headers);
  expect(res.statusCode).toBe(200);
  return res.json().challenge as string;
}

describe('setting up the authenticator app', () => {
  it('answers a secret and its otpauth URL, pending until a code confirms it; a second call replaces it', async () => {
    const { access } = await register('tf.setup');
    const first = await post('/api/auth/2fa/setup/', access);
    expect(first.statusCode).toBe(200);
    const { secret, otpauth_url } = first.json();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(otpauth_url).toBe(`otpauth://totp/Atlas:tf.setup?secret=${secret}&issuer=Atlas`);
    expect((await me(access)).json().two_factor_enabled).toBe(false);

    const second = (await post('/api/auth/2fa/setup/', access)).json();
    expect(second.secret).not.toBe(secret);
    // The replaced secret's code no longer confirms anything.
    const stale = await post('/api/auth/2fa/enable/', access, { code: await codeAt(secret) });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().detail).toBe(CODE_NOT_VALID);
    // Pending, the sign-in is unchanged.
    expect((await login('tf.setup')).json()).toEqual(expect.objectContaining({ access: expect.any(String) }));
  });

  it('turns on with a real code, answers ten different recovery codes, and me shows it', async () => {
    const { access, recoveryCodes } = await userWithTwoFactor('tf.enable');
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect((await me(access)).json()).toMatchObject({ username: 'tf.enable', two_factor_enabled: true });
    // The secret is stored sealed and the codes as hashes only.
    const row = await t.app
      .db('identity.user_totp')
      .join('identity.users', 'users.id', 'user_totp.user_id')
      .where('users.username', 'tf.enable')
      .first();
    expect(row.secret_sealed.split('.')).toHaveLength(3);
    const hashes = await t.app.db('identity.user_recovery_codes').where({ user_id: row.user_id }).pluck('code_hash');
    expect(hashes).toHaveLength(10);
    expect(hashes).not.toContain(recoveryCodes[0]);
    // On, a new setup is refused.
    const again = await post('/api/auth/2fa/setup/', access);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toEqual(expect.any(String));
  });

  it('refuses a wrong code, and enabling without a setup', async () => {
    const { access } = await register('tf.wrong');
    const early = await post('/api/auth/2fa/enable/', access, { code: '123456' });
    expect(early.statusCode).toBe(409);
    const { secret } = (await post('/api/auth/2fa/setup/', access)).json();
    const right = await codeAt(secret);
    const wrong = await post('/api/auth/2fa/enable/', access, { code: right === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().detail).toBe(CODE_NOT_VALID);
    expect((await me(access)).json().two_factor_enabled).toBe(false);
  });

  it('answers 400 with a detail for codes of the wrong shape, never 500', async () => {
    const { access } = await register('tf.shape');
    await post('/api/auth/2fa/setup/', access);
    for (const code of ['12345', '1234567', 'abcdef', 123456, null, ['123456'], { code: 1 }, '']) {
      const res = await post('/api/auth/2fa/enable/', access, { code });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toEqual(expect.any(String));
    }
    expect((await post('/api/auth/2fa/enable/', access, {})).statusCode).toBe(400);
    expect((await post('/api/auth/2fa/disable/', access, { password: 42 })).statusCode).toBe(400);
    for (const payload of [
      {},
      { challenge: 'x' },
      { challenge: 'x', code: 12 },
      { challenge: { a: 1 }, code: '123456' },
      { challenge: 'x', code: '12;drop' },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/login/2fa/', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toEqual(expect.any(String));
    }
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/2fa/setup/' })).statusCode).toBe(401);
  });
});

describe('signing in with the second factor on', () => {
  it('asks for the code instead of answering tokens, then signs in with it', async () => {
    const { secret } = await userWithTwoFactor('tf.login');
    const first = await login('tf.login');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ two_factor_required: true, challenge: expect.any(String) });
    const res = await secondStep(first.json().challenge, await codeAt(secret, 1));
    expect(res.statusCode).toBe(200);
    const session = res.json();
    expect(session).toMatchObject({ access: expect.any(String), refresh: expect.any(String), user: { username: 'tf.login' } });
    expect((await me(session.access)).statusCode).toBe(200);
  });

  it('refuses a wrong code and a code used before (no replay within its window)', async () => {
    const { secret } = await userWithTwoFactor('tf.replay');
    const code = await codeAt(secret, 1);
    const wrong = await secondStep(await challengeFor('tf.replay'), code === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().detail).toBe(CODE_NOT_VALID);
    expect((await secondStep(await challengeFor('tf.replay'), code)).statusCode).toBe(200);
    const replay = await secondStep(await challengeFor('tf.replay'), code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().detail).toBe(CODE_NOT_VALID);
    // The code that turned it on is spent too.
    expect((await secondStep(await challengeFor('tf.replay'), await codeAt(secret, 0))).statusCode).toBe(401);
  });

  it('spends the challenge with the sign-in it opened: sent again, even with another good code, it is refused', async () => {
    const { secret, recoveryCodes } = await userWithTwoFactor('tf.challenge-once');
    const challenge = await challengeFor('tf.challenge-once');
    // A wrong code leaves the challenge usable (the person types again).
    const wrong = await secondStep(challenge, '000000' === (await codeAt(secret, 1)) ? '111111' : '000000');
    expect(wrong.statusCode).toBe(401);
    expect((await secondStep(challenge, await codeAt(secret, 1))).statusCode).toBe(200);
    const replayed = await secondStep(challenge, recoveryCodes[0]);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toMatchObject({ detail: CHALLENGE_NOT_VALID, code: 'challenge_not_valid' });
    // Two second steps racing with one challenge: one session, never two.
    const racing = await challengeFor('tf.challenge-once');
    const answers = await Promise.all([secondStep(racing, recoveryCodes[1]), secondStep(racing, recoveryCodes[2])]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
  });

  it('accepts a recovery code once, in any case and with spaces', async () => {
    const { recoveryCodes } = await userWithTwoFactor('tf.recovery');
    const typed = ` ${recoveryCodes[3].toUpperCase().replace('-', ' ')} `;
    const res = await secondStep(await challengeFor('tf.recovery'), typed);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.username).toBe('tf.recovery');
    const again = await secondStep(await challengeFor('tf.recovery'), recoveryCodes[3]);
    expect(again.statusCode).toBe(401);
    expect((await secondStep(await challengeFor('tf.recovery'), recoveryCodes[4])).statusCode).toBe(200);
  });

  it('refuses an expired, forged or unknown challenge with 401', async () => {
    const { secret } = await userWithTwoFactor('tf.challenge');
    const userId = (await t.app.db('identity.users').where({ username: 'tf.challenge' }).first()).id;
    const expired = signLoginChallenge(t.app.config.jwtSecret, userId, Date.now() - 6 * 60_000);
    const forged = signLoginChallenge('another secret', userId);
    for (const challenge of [expired, forged, 'not-a-token', `${expired.split('.').slice(0, 2).join('.')}.x`]) {
      const res = await secondStep(challenge, await codeAt(secret, 1));
      expect(res.statusCode).toBe(401);
      expect(res.json().detail).toBe(CHALLENGE_NOT_VALID);
    }
    // A challenge is no access token.
    const challenge = await challengeFor('tf.challenge');
    expect((await me(challenge)).statusCode).toBe(401);
  });

  it('throttles guessing: wrong codes count as failed sign-ins, then 429 for the code and the password', async () => {
    const { secret } = await userWithTwoFactor('tf.brute');
    const right = await codeAt(secret, 1);
    const wrongCode = right === '000000' ? '111111' : '000000';
    // A fresh challenge per guess (and from new addresses) does not help: the account's count grows.
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await secondStep(await challengeFor('tf.brute'), wrongCode)).statusCode).toBe(401);
    }
    const blocked = await secondStep(await signLoginChallenge(t.app.config.jwtSecret, await idOf('tf.brute')), right);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().detail).toMatch(/^Too many failed login attempts/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login('tf.brute')).statusCode).toBe(429);
  });

  it('keeps the answer of accounts without the second factor unchanged', async () => {
    await register('tf.plain');
    const res = await login('tf.plain');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['access', 'refresh', 'user']);
  });
});

const idOf = async (username: string): Promise<number> => (await t.app.db('identity.users').where({ username }).first()).id;

describe('turning it off and renewing the recovery codes', () => {
  it('turns off only with the current password', async () => {
    const { access } = await userWithTwoFactor('tf.disable');
    const wrong = await post('/api/auth/2fa/disable/', access, { password: 'not my password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().detail).toBe('Password is incorrect.');
    expect((await me(access)).json().two_factor_enabled).toBe(true);
    expect((await post('/api/auth/2fa/disable/', access, {})).statusCode).toBe(400);
    const off = await post('/api/auth/2fa/disable/', access, { password: PASSWORD });
    expect(off.statusCode).toBe(204);
    expect((await me(access)).json().two_factor_enabled).toBe(false);
    const left = await t.app
      .db('identity.user_recovery_codes')
      .where({ user_id: await idOf('tf.disable') })
      .count('* as n')
      .first();
    // PostgreSQL counts in bigint, which pg hands over as a string
    expect(Number(left?.n)).toBe(0);
    const res = await login('tf.disable');
    expect(res.json()).toEqual(expect.objectContaining({ access: expect.any(String) }));
  });

  it('answers ten new codes for the password; the old ones stop working', async () => {
    const { access, recoveryCodes } = await userWithTwoFactor('tf.renew');
    expect((await post('/api/auth/2fa/recovery-codes/', access, { password: 'nope' })).statusCode).toBe(400);
    const renewed = await post('/api/auth/2fa/recovery-codes/', access, { password: PASSWORD });
    expect(renewed.statusCode).toBe(200);
    const fresh: string[] = renewed.json().recovery_codes;
    expect(fresh).toHaveLength(10);
    expect((await secondStep(await challengeFor('tf.renew'), recoveryCodes[0])).statusCode).toBe(401);
    expect((await secondStep(await challengeFor('tf.renew'), fresh[0])).statusCode).toBe(200);
  });

  it('refuses new recovery codes while the second factor is off', async () => {
    const { access } = await register('tf.nocodes');
    const res = await post('/api/auth/2fa/recovery-codes/', access, { password: PASSWORD });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe('Two-factor authentication is not on.');
  });
});
