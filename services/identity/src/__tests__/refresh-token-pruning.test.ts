import { randomUUID } from 'node:crypto';
import { testService, type TestService } from '@atlas/service-kit/testing';
import { definition } from '../service';
import { REFRESH_INVALID, REFRESH_REUSED } from '../routes/auth/refresh';
import { startRefreshTokenPruning, REUSE_GRACE_MS } from '../operations/refresh-token-pruning';
import { hashRefreshToken } from '../repositories/refresh-tokens';

let t: TestService;
beforeAll(async () => {
  t = await testService(definition);
});
afterAll(async () => {
  await t.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;
let addressCounter = 0;

async function register(username: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register/',
    headers: { 'x-forwarded-for': `198.51.100.${++addressCounter}` },
    payload: { username, email: `${username}@example.com`, password: 'correct horse' },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { access: string; refresh: string; user: { id: number } };
}
const login = (username: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login/',
    headers: { 'x-forwarded-for': `198.51.100.${++addressCounter}` },
    payload: { username, password: 'correct horse' },
  });
const refresh = (token: string) => t.app.inject({ method: 'POST', url: '/api/auth/refresh/', payload: { refresh: token } });
const tokenRow = (token: string) =>
  t.app
    .db('identity.refresh_tokens')
    .where({ token_hash: hashRefreshToken(token) })
    .first();
const expireToken = (token: string, agoMs: number) =>
  t.app
    .db('identity.refresh_tokens')
    .where({ token_hash: hashRefreshToken(token) })
    .update({ expires_at: new Date(Date.now() - agoMs) });

/** A token row as an old sign-in left it, `expiredAgoMs` past its expiry. */
async function oldToken(userId: number, expiredAgoMs: number, fields: Record<string, unknown> = {}) {
  const token_hash = hashRefreshToken(randomUUID());
  await t.app
    .db('identity.refresh_tokens')
    .insert({ user_id: userId, family_id: randomUUID(), token_hash, expires_at: new Date(Date.now() - expiredAgoMs), ...fields });
  return token_hash;
}
const exists = async (token_hash: string) => (await t.app.db('identity.refresh_tokens').where({ token_hash }).first()) !== undefined;

it('deletes tokens expired longer than the grace on sign-in, and keeps live ones and recent ones', async () => {
  const session = await register('pruned_owner');
  const expiredLongAgo = await oldToken(session.user.id, REUSE_GRACE_MS + DAY_MS);
  const revokedLongAgo = await oldToken(session.user.id, REUSE_GRACE_MS + DAY_MS, {
    revoked_at: new Date(Date.now() - 20 * DAY_MS),
    used_at: new Date(Date.now() - 20 * DAY_MS),
  });
  const withinGrace = await oldToken(session.user.id, DAY_MS, { used_at: new Date(Date.now() - 10 * DAY_MS) });

  expect((await login('pruned_owner')).statusCode).toBe(200);

  expect(await exists(expiredLongAgo)).toBe(false);
  expect(await exists(revokedLongAgo)).toBe(false);
  expect(await exists(withinGrace)).toBe(true);
  expect(await tokenRow(session.refresh)).toBeDefined();
  expect((await refresh(session.refresh)).statusCode).toBe(200);
});

it('still revokes the sign-in when a used token comes back after its expiry, within the grace', async () => {
  const first = await register('late_thief');
  const rotated = (await refresh(first.refresh)).json();
  await expireToken(first.refresh, DAY_MS);
  expect((await login('late_thief')).statusCode).toBe(200); // prunes

  const reuse = await refresh(first.refresh);
  expect(reuse.statusCode).toBe(401);
  expect(reuse.json().detail).toBe(REFRESH_REUSED);
  const legit = await refresh(rotated.refresh);
  expect(legit.statusCode).toBe(401);
  expect(legit.json().detail).toBe(REFRESH_INVALID);
});

it('refuses an expired token that was never used without revoking anything', async () => {
  const session = await register('plain_expiry');
  const other = (await login('plain_expiry')).json();
  await expireToken(session.refresh, 1000);
  expect((await refresh(session.refresh)).json().detail).toBe(REFRESH_INVALID);
  expect((await refresh(other.refresh)).statusCode).toBe(200);
});

it('prunes on a timer while the service runs', async () => {
  const { user } = await register('timer_owner');
  const expiredLongAgo = await oldToken(user.id, REUSE_GRACE_MS + DAY_MS);
  const gone = async (token_hash: string) => {
    const deadline = Date.now() + 5000;
    while ((await exists(token_hash)) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
    return !(await exists(token_hash));
  };
  const stop = startRefreshTokenPruning(t.app, 50);
  try {
    expect(await gone(expiredLongAgo)).toBe(true); // at once
    expect(await gone(await oldToken(user.id, REUSE_GRACE_MS + DAY_MS))).toBe(true); // and again later
  } finally {
    stop();
  }
});
