// A fault stays where it happens. Identity, sites and the gateway run as separate processes on one
// PostgreSQL database (as `ATLAS_PROCESSES=separate npm start` runs them) under a steady load; the
// sites process is killed outright. Its routes answer 503 at once, identity's never fail, and the
// site creations sites had committed to its outbox but not yet sent reach a consumer exactly once
// when sites alone is started again. Separate processes need a PostgreSQL server: one embedded
// PGlite can be opened by one process only.
import { createService, type AtlasApp, type ServiceDefinition, type SharedDatabase } from '@atlas/service-kit';
import { openTestDatabase } from '@atlas/service-kit/testing';
import type { Knex } from 'knex';
import { freePort, startPart, type PartProcess } from '../processes';

const SITES_CREATED_BEFORE_KILL = 5;
const LOAD_EVERY_MS = 20;
const UNAVAILABLE_WITHIN_MS = 1000;

interface Answer {
  target: 'identity via gateway' | 'identity direct' | 'sites via gateway';
  sentAt: number;
  doneAt: number;
  status: number;
  body: string;
}

/** Every LOAD_EVERY_MS: identity's /api/auth/me/ through the gateway and directly, and the sites list through the gateway. */
function steadyLoad(gatewayUrl: string, identityUrl: string, token: string) {
  const answers: Answer[] = [];
  const inFlight = new Set<Promise<void>>();
  const headers = { authorization: `Bearer ${token}` };
  const send = (target: Answer['target'], url: string) => {
    const sentAt = Date.now();
    const request = fetch(url, { headers, signal: AbortSignal.timeout(5000) })
      .then(async (response) => ({ status: response.status, body: await response.text() }))
      .catch((error: Error) => ({ status: 0, body: `${error.name}: ${error.message}` }))
      .then(({ status, body }) => void answers.push({ target, sentAt, doneAt: Date.now(), status, body }))
      .finally(() => inFlight.delete(request));
    inFlight.add(request);
  };
  const timer = setInterval(() => {
    send('identity via gateway', `${gatewayUrl}/api/auth/me/`);
    send('identity direct', `${identityUrl}/api/auth/me/`);
    send('sites via gateway', `${gatewayUrl}/api/builder/sites/`);
  }, LOAD_EVERY_MS);
  return {
    answers,
    stop: async () => {
      clearInterval(timer);
      await Promise.all([...inFlight]);
    },
  };
}

/** A consumer of sites.site.created in this test process, counting each site's deliveries in its own table. */
const probe: ServiceDefinition = {
  name: 'fault_probe',
  port: 0,
  migrations: [
    {
      name: '001_deliveries',
      up: (knex, { schema }) =>
        knex.schema.withSchema(schema).createTable('deliveries', (table) => {
          table.integer('site_id').primary();
          table.integer('times').notNullable();
        }),
    },
  ],
  routes: async () => undefined,
  consumers: [
    {
      topic: 'sites.site.created',
      // The kit's inbox runs this once per event id; a second delivery would count 2.
      handle: async (event, trx) => {
        await trx.raw(
          `insert into fault_probe.deliveries (site_id, times) values (?, 1)
           on conflict (site_id) do update set times = fault_probe.deliveries.times + 1`,
          [(event.payload as { site_id: number }).site_id],
        );
      },
    },
  ],
};

async function waitFor<T>(what: string, check: () => Promise<T | undefined | false>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await check();
    if (result) return result;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const onServer = process.env.DATABASE_URL ? describe : describe.skip;

onServer('separate processes on PostgreSQL (needs DATABASE_URL)', () => {
  let database: SharedDatabase;
  let dropDatabase: () => Promise<void>;
  let env: NodeJS.ProcessEnv;
  const ports: Record<string, number> = {};
  const parts: PartProcess[] = [];
  let consumer: AtlasApp | undefined;

  beforeAll(async () => {
    ({ database, close: dropDatabase } = await openTestDatabase());
    for (const name of ['identity', 'sites', 'gateway']) ports[name] = await freePort();
    env = {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      ATLAS_LOG_FORMAT: 'json',
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      KAFKA_BROKERS: '',
      IDENTITY_PORT: String(ports.identity),
      SITES_PORT: String(ports.sites),
      GATEWAY_PORT: String(ports.gateway),
    };
    parts.push(...(await Promise.all(['identity', 'sites', 'gateway'].map((name) => startPart(name, ports[name], env)))));
    consumer = await createService(probe, { database, env: { ...env, NODE_ENV: 'test' }, logger: false });
    await consumer.ready();
  }, 90_000);

  afterAll(async () => {
    await Promise.all(parts.map((part) => part.kill('SIGTERM')));
    await consumer?.close();
    await dropDatabase?.();
  });

  const part = (name: string) => parts.filter((candidate) => candidate.name === name).at(-1)!;

  it('a killed sites process answers 503 within a second, identity never fails, and its unsent events arrive once after a restart', async () => {
    const identity = part('identity');
    const gateway = part('gateway');
    const gatewayUrl = gateway.url;
    const login = await fetch(`${gatewayUrl}/api/auth/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo', password: 'demo1234' }),
    });
    expect(login.status).toBe(200);
    const { access: token } = (await login.json()) as { access: string };
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

    const load = steadyLoad(gatewayUrl, identity.url, token);
    let hold: Knex.Transaction | undefined;
    try {
      await new Promise((resolve) => setTimeout(resolve, 1500));

      // Hold the embedded log's partitions of sites.site.created (the rows a publisher locks to take
      // an offset): sites' outbox relay blocks in its first send, so the creations below are
      // committed in sites' outbox and not yet sent when the process dies.
      hold = await database.knex.transaction();
      const partitions = Number(env.ATLAS_EVENT_PARTITIONS) || 4;
      await hold.raw(
        `insert into atlas_events.partitions (topic, partition, next_offset)
         select 'sites.site.created', p, 0 from generate_series(0, ? - 1) as p on conflict do nothing`,
        [partitions],
      );
      await hold.raw(`select 1 from atlas_events.partitions where topic = 'sites.site.created' for update`);

      const siteIds: number[] = [];
      for (let n = 0; n < SITES_CREATED_BEFORE_KILL; n++) {
        const created = await fetch(`${gatewayUrl}/api/builder/sites/`, {
          method: 'POST',
          headers: auth,
          body: JSON.stringify({ name: `Fault ${n}`, slug: `fault-${n}-${Date.now()}` }),
        });
        expect(created.status).toBe(201);
        siteIds.push(((await created.json()) as { id: number }).id);
      }
      const outboxRows = () =>
        database
          .knex('sites.outbox')
          .where({ topic: 'sites.site.created' })
          .whereRaw(`(envelope->'payload'->>'site_id')::int = any(?::int[])`, [siteIds]);
      expect(await outboxRows().clone().whereNull('published_at').count<{ count: string }[]>('* as count')).toEqual([
        { count: String(siteIds.length) },
      ]);
      const eventIds: string[] = (await outboxRows().clone().select('event_id')).map((row: { event_id: string }) => row.event_id);

      const sites = part('sites');
      const killedAt = Date.now();
      await sites.kill('SIGKILL');
      // Its relay's transaction died with it: the hold can go, nothing of those creations was sent.
      await hold.rollback();
      hold = undefined;
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect(await outboxRows().clone().whereNull('published_at').count<{ count: string }[]>('* as count')).toEqual([
        { count: String(siteIds.length) },
      ]);

      const restartedAt = Date.now();
      parts.push(await startPart('sites', ports.sites, env));
      const backAt = await waitFor('the gateway to reach the new sites process', async () => {
        const answer = load.answers.find((a) => a.target === 'sites via gateway' && a.sentAt > restartedAt && a.status === 200);
        return answer?.doneAt;
      });
      const delivered = await waitFor('the probe to receive every site created before the kill', async () => {
        const rows: { site_id: number; times: number }[] = await database.knex('fault_probe.deliveries').whereIn('site_id', siteIds);
        return rows.length === siteIds.length && rows;
      });
      // A second delivery (if any were coming) would have arrived by now.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await load.stop();

      const { answers } = load;
      const identityAnswers = answers.filter((a) => a.target !== 'sites via gateway');
      const identityFailures = identityAnswers.filter((a) => a.status !== 200);
      expect(identityFailures.slice(0, 5)).toEqual([]);

      const sitesAnswers = answers.filter((a) => a.target === 'sites via gateway');
      expect(sitesAnswers.filter((a) => a.doneAt < killedAt && a.status !== 200).slice(0, 5)).toEqual([]);
      const first503 = sitesAnswers.filter((a) => a.status === 503 && a.doneAt >= killedAt).sort((a, b) => a.doneAt - b.doneAt)[0];
      expect(first503).toBeDefined();
      expect(first503.doneAt - killedAt).toBeLessThanOrEqual(UNAVAILABLE_WITHIN_MS);
      const whileDown = sitesAnswers.filter((a) => a.sentAt >= killedAt + UNAVAILABLE_WITHIN_MS && a.doneAt < restartedAt);
      expect(whileDown.length).toBeGreaterThan(20);
      expect(whileDown.filter((a) => a.status !== 503 || JSON.parse(a.body).detail !== 'Service unavailable').slice(0, 5)).toEqual([]);
      expect(sitesAnswers.filter((a) => a.sentAt > backAt && a.status !== 200).slice(0, 5)).toEqual([]);

      // Exactly once at the consumer (the inbox), at least once in the transport's log.
      expect(delivered.map((row) => row.times)).toEqual(siteIds.map(() => 1));
      const logged: { id: string }[] = await database
        .knex('atlas_events.log')
        .where({ topic: 'sites.site.created' })
        .select(database.knex.raw(`envelope->>'id' as id`));
      for (const id of eventIds) expect(logged.filter((row) => row.id === id).length).toBeGreaterThanOrEqual(1);
      expect(await outboxRows().clone().whereNull('published_at').count<{ count: string }[]>('* as count')).toEqual([{ count: '0' }]);

      // Nobody restarted identity or the gateway: the processes started first are still the ones running.
      expect(parts.filter((p) => p.name === 'identity' || p.name === 'gateway').map((p) => [p.name, p.pid, p.alive()])).toEqual([
        ['identity', identity.pid, true],
        ['gateway', gateway.pid, true],
      ]);

      console.log(
        `process faults: first 503 ${first503.doneAt - killedAt} ms after the kill; ` +
          `${answers.length} requests (${identityAnswers.length} identity, all 200; ${sitesAnswers.length} sites, ${whileDown.length} answered 503 while down); ` +
          `sites back through the gateway ${backAt - restartedAt} ms after the restart began; ` +
          `${delivered.length}/${siteIds.length} events delivered once each (${eventIds.length} in the log)`,
      );
    } finally {
      await hold?.rollback().catch(() => undefined);
      await load.stop();
    }
  }, 90_000);
});
