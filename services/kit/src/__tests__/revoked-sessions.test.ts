import { randomUUID } from 'node:crypto';
import { testService, type TestService } from '../testing';
import { signAccessToken } from '../auth';
import { resolveJwtSecret } from '../config';
import { buildEnvelope } from '../events/outbox';
import { openEventTransport } from '../events/open-transport';
import {
  followSessionRevocations,
  revokedSessionsOf,
  RevokedSessions,
  SESSION_REVOKED,
  type SessionRevokedPayload,
} from '../revoked-sessions';
import { notesService } from './fixtures';

let t: TestService;
beforeAll(async () => {
  t = await testService(notesService);
});
afterAll(async () => {
  await t.close();
});

const bearerOf = (sid: string) => ({
  authorization: `Bearer ${signAccessToken({ id: 1, username: 'alice', is_staff: false, sid }, { secret: resolveJwtSecret() })}`,
});

function revocation(sessionIds: string[], revokedAt = new Date()) {
  return buildEnvelope<SessionRevokedPayload>({
    type: SESSION_REVOKED,
    key: '1',
    payload: { user_id: 1, session_ids: sessionIds, revoked_at: revokedAt.toISOString(), reason: 'signed_out' },
  });
}

async function until(check: () => Promise<boolean> | boolean, timeoutMs = 5000): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return Date.now() - started;
}

test('a token of a revoked session is refused by a service as soon as identity.session.revoked arrives', async () => {
  const sid = randomUUID();
  const read = () => t.app.inject({ method: 'GET', url: '/api/notes/1/', headers: bearerOf(sid) });
  expect((await read()).statusCode).not.toBe(401);

  await t.app.events.transport.publish([{ topic: SESSION_REVOKED, key: '1', envelope: revocation([sid]) }]);
  const delay = await until(async () => (await read()).statusCode === 401, 1000);
  const refused = await read();
  expect(refused.json()).toMatchObject({ detail: 'This session has ended. Please sign in again.', code: 'token_not_valid' });
  // Another session of the same user is untouched.
  expect((await t.app.inject({ method: 'GET', url: '/api/notes/1/', headers: bearerOf(randomUUID()) })).statusCode).not.toBe(401);
  console.log(`revocation refused by the service ${delay} ms after publication`);
});

test('a process that starts later rebuilds the list from the log; revocations older than a token are dropped', async () => {
  const recent = randomUUID();
  const old = randomUUID();
  await t.app.events.transport.publish([
    { topic: SESSION_REVOKED, key: '1', envelope: revocation([old], new Date(Date.now() - 20 * 60 * 1000)) },
    { topic: SESSION_REVOKED, key: '1', envelope: revocation([recent]) },
  ]);
  const restarted = await openEventTransport({ db: t.database, kafkaBrokers: [] });
  try {
    await followSessionRevocations(restarted);
    const sessions = revokedSessionsOf(restarted);
    await until(() => sessions.has(recent));
    expect(sessions.has(old)).toBe(false);
  } finally {
    await restarted.close();
  }
});

test('a payload that names no session is skipped', async () => {
  const sessions = new RevokedSessions();
  sessions.revoke([], Date.now());
  expect(sessions.size).toBe(0);
  const bad = { ...revocation(['x']), payload: { session_ids: 'all' } };
  await t.app.events.transport.publish([{ topic: SESSION_REVOKED, key: '1', envelope: bad as never }]);
  const sid = randomUUID();
  await t.app.events.transport.publish([{ topic: SESSION_REVOKED, key: '1', envelope: revocation([sid]) }]);
  // the bad one did not stop the feed: the next revocation still arrives
  await until(() => t.app.revokedSessions.has(sid));
});
