// Every route of every service, found from the services' OpenAPI documents, is sent hostile input
// through the real gateway as the owner, as another user and anonymously. Nothing may answer with a
// server error or crash the process, and every service must still answer afterwards.
//   Alone: npx jest system-tests/src/__tests__/hostile-input-sweep.test.ts
import { tokenFor } from '@atlas/service-kit/testing';
import { operationsOf, probesFor, type OpenApiDocument, type Operation, type Probe } from '../hostile-input';
import { startPlatform, type Platform } from '../platform';

jest.setTimeout(600_000);

let platform: Platform;
let owner: { id: number; username: string };

beforeAll(async () => {
  platform = await startPlatform();
  // The demo owner signs in as a person would; its demo site arrives through the sites service's consumer.
  const login = await platform.gateway.inject({
    method: 'POST',
    url: '/api/auth/login/',
    payload: { username: 'demo', password: 'demo1234' },
  });
  expect(login.statusCode).toBe(200);
  const me = await platform.gateway.inject({
    method: 'GET',
    url: '/api/auth/me/',
    headers: { authorization: `Bearer ${login.json().access}` },
  });
  owner = { id: me.json().id, username: me.json().username };
  for (let waited = 0; waited < 20_000; waited += 200) {
    const sites = await platform.gateway.inject({
      method: 'GET',
      url: '/api/builder/sites/',
      headers: { authorization: `Bearer ${tokenFor(owner)}` },
    });
    if (Array.isArray(sites.json()) && sites.json().length > 0) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
});

afterAll(() => platform?.close());

async function operations(): Promise<Operation[]> {
  const all: Operation[] = [];
  for (const service of platform.services) {
    const response = await service.app.inject({ method: 'GET', url: '/documentation/json' });
    all.push(...operationsOf(service.name, response.json() as OpenApiDocument));
  }
  return all;
}

/** Sends the probes a few at a time; a thrown error (the gateway or a service fell over) is kept as a failure. */
async function send(probes: Probe[], concurrency = 8) {
  const failures: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < probes.length) {
      const probe = probes[next++];
      try {
        const response = await platform.gateway.inject({
          method: probe.method as 'GET',
          url: probe.url,
          headers: probe.headers,
          payload: probe.payload,
        });
        if (probe.mustRefuse && response.statusCode < 400) {
          failures.push(`accepted ${response.statusCode} ${probe.method} ${probe.url.slice(0, 120)} [${probe.label}]`);
        } else if (response.statusCode >= 500) {
          failures.push(
            `${response.statusCode} ${probe.method} ${probe.url.slice(0, 120)} [${probe.label}] ${response.body.slice(0, 200)}`,
          );
        }
      } catch (error) {
        failures.push(`threw ${probe.method} ${probe.url.slice(0, 120)} [${probe.label}]: ${(error as Error).message}`);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return failures;
}

test('no route of any service answers hostile input with a server error, and every service still answers afterwards', async () => {
  const found = await operations();
  const services = new Set(found.map((operation) => operation.service));
  expect(services.size).toBe(platform.services.length);

  const identities: { label: string; headers: Record<string, string>; depth: 'full' | 'light' }[] = [
    { label: 'owner', headers: { authorization: `Bearer ${tokenFor(owner)}` }, depth: 'full' },
    { label: 'other user', headers: { authorization: `Bearer ${tokenFor({ id: 987_654, username: 'mallory' })}` }, depth: 'full' },
    { label: 'anonymous', headers: {}, depth: 'light' },
  ];
  const probes = identities.flatMap((identity) => found.flatMap((operation) => probesFor(operation, identity, identity.depth)));
  const failures = await send(probes);

  console.log(
    `hostile-input sweep: ${services.size} services, ${found.length} routes, ${probes.length} requests, ${failures.length} server errors`,
    // the first ones, before anything below can hang on a service that fell over
    ...failures.slice(0, 20).map((failure) => `\n  ${failure}`),
  );
  expect(failures).toEqual([]);

  // nothing leaked into the process's prototypes
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect(({} as Record<string, unknown>).is_staff).toBeUndefined();

  for (const service of platform.services) {
    const health = await service.app.inject({ method: 'GET', url: '/health' });
    expect({ service: service.name, status: health.statusCode }).toEqual({ service: service.name, status: 200 });
  }
  const me = await platform.gateway.inject({
    method: 'GET',
    url: '/api/auth/me/',
    headers: { authorization: `Bearer ${tokenFor(owner)}` },
  });
  expect(me.statusCode).toBe(200);
});
