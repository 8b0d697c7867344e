import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createSigner } from 'fast-jwt';
import {
  buildEnvelope,
  followSessionRevocations,
  openEventTransport,
  revokedSessionsOf,
  SESSION_REVOKED,
  type EventTransport,
} from '@atlas/service-kit';
import { openTestDatabase } from '@atlas/service-kit/testing';
import { buildGateway } from '../src';
import { SECRET, startStubServices } from './stubs';

let gateway: FastifyInstance;
let stubs: Awaited<ReturnType<typeof startStubServices>>;
let database: Awaited<ReturnType<typeof openTestDatabase>>;
let gatewayTransport: EventTransport;
let identityTransport: EventTransport;

beforeAll(async () => {
  database = await openTestDatabase();
  // The gateway and identity as two processes: each its own transport over the one event log.
  gatewayTransport = await openEventTransport({ db: database.database, kafkaBrokers: [] });
  identityTransport = await openEventTransport({ db: database.database, kafkaBrokers: [] });
  await followSessionRevocations(gatewayTransport);
  stubs = await startStubServices();
  gateway = await buildGateway({
    upstreams: stubs.urls,
    jwtSecret: SECRET,
    logger: false,
    publicSites: false,
    revokedSessions: revokedSessionsOf(gatewayTransport),
  });
  await gateway.ready();
});
afterAll(async () => {
  await gateway.close();
  await stubs.close();
  await gatewayTransport.close();
  await identityTransport.close();
  await database.close();
});

const tokenOf = (sid: string) =>
  createSigner({ key: SECRET, algorithm: 'HS256', expiresIn: 15 * 60_000 })({
    sub: '7',
    username: 'ada',
    is_staff: false,
    type: 'access',
    sid,
  });
const get = (token: string) => gateway.inject({ method: 'GET', url: '/api/builder/sites/', headers: { authorization: `Bearer ${token}` } });

test('refuses a token of a signed-out session as soon as identity.session.revoked arrives, though it was verified before', async () => {
  const sid = randomUUID();
  const token = tokenOf(sid);
  expect((await get(token)).statusCode).toBe(200);
  const other = tokenOf(randomUUID());

  const published = Date.now();
  await identityTransport.publish([
    {
      topic: SESSION_REVOKED,
      key: '7',
      envelope: buildEnvelope({
        type: SESSION_REVOKED,
        key: '7',
        payload: { user_id: 7, session_ids: [sid], revoked_at: new Date().toISOString(), reason: 'signed_out' },
      }),
    },
  ]);
  const revoked = revokedSessionsOf(gatewayTransport);
  while (!revoked.has(sid) && Date.now() - published < 5000) await new Promise((resolve) => setTimeout(resolve, 2));
  const delayMs = Date.now() - published;
  console.log(`gateway refuses the signed-out session ${delayMs} ms after publication`);
  expect(delayMs).toBeLessThan(1000);
  const response = await get(token);
  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual({ detail: 'This session has ended. Please sign in again.' });
  expect((await get(other)).statusCode).toBe(200);
});
