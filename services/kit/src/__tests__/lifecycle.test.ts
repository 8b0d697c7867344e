// What an orchestrator sees of a service: liveness that never asks the database, readiness that
// turns 503 the moment the process starts stopping while requests are still served (and told to
// close their connection), and migrations that two replicas, or a replica and the migration job,
// can run at the same moment.
import type { AddressInfo } from 'node:net';
import { openTestDatabase, testService, type TestService } from '../testing';
import { awaitMigrations, migrateSchema, pendingMigrations, type Migration } from '../database';
import { notesService } from './fixtures';

let t: TestService;
let url: string;
beforeAll(async () => {
  t = await testService(notesService);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

describe('probes and the drain', () => {
  it('answers liveness and readiness while serving', async () => {
    expect(await (await fetch(`${url}/health/live`)).json()).toEqual({ status: 'ok', service: 'notes' });
    const ready = await fetch(`${url}/health/ready`);
    expect(ready.status).toBe(200);
    expect(ready.headers.get('connection')).not.toBe('close');
  });

  it('says it cannot serve when the database does not answer, while liveness stays ok', async () => {
    const cut = await testService({ ...notesService, name: 'cut_off' });
    const db = cut.app.db;
    try {
      // a database that never answers: the probe gives up within its 2 s, not the pool's 15
      Object.assign(cut.app, { db: { raw: () => new Promise(() => undefined) } });
      const started = Date.now();
      const ready = await cut.app.inject({ method: 'GET', url: '/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'error', service: 'cut_off', detail: 'Database unavailable' });
      expect(Date.now() - started).toBeLessThan(3000);
      expect((await cut.app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
    } finally {
      Object.assign(cut.app, { db });
      await cut.close();
    }
  });

  it('once draining: readiness 503 at once, requests still answered, each telling the caller to close', async () => {
    t.app.lifecycle.drain();
    const ready = await fetch(`${url}/health/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'error', detail: 'Stopping' });
    const live = await fetch(`${url}/health/live`);
    expect(live.status).toBe(200);
    const answered = await fetch(`${url}/documentation/json`);
    expect(answered.status).toBe(200);
    expect(answered.headers.get('connection')).toBe('close');
  });
});

describe('migrations from several processes at once', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  let applied = 0;
  const migrations: Migration[] = [
    {
      name: '001_slow_table',
      up: async (knex, { schema }) => {
        applied += 1;
        await new Promise((resolve) => setTimeout(resolve, 300));
        await knex.schema.withSchema(schema).createTable('things', (table) => table.increments('id'));
      },
    },
  ];

  it('applies them once when two starts race, and both go on', async () => {
    const knex = database.database.forService('racing');
    expect(await pendingMigrations(knex, 'racing', migrations)).toEqual(['001_slow_table']);
    await Promise.all([migrateSchema(knex, 'racing', migrations), migrateSchema(knex, 'racing', migrations)]);
    expect(applied).toBe(1);
    expect(await pendingMigrations(knex, 'racing', migrations)).toEqual([]);
  });

  it('a service that leaves them to the job waits for the job, and says what to run when it never comes', async () => {
    const knex = database.database.forService('waiting');
    const later: Migration[] = [
      { name: '001_table', up: async (k, { schema }) => k.schema.withSchema(schema).createTable('t', (x) => x.increments()) },
    ];
    await expect(awaitMigrations(knex, 'waiting', later, { waitMs: 300, pollMs: 100 })).rejects.toThrow(
      'The waiting schema lacks migrations 001_table: run the migration job (node main.js migrate) before this service, or set ATLAS_MIGRATE_ON_START=true',
    );
    const waiting = awaitMigrations(knex, 'waiting', later, { waitMs: 10_000, pollMs: 100 });
    await migrateSchema(knex, 'waiting', later);
    await expect(waiting).resolves.toBeUndefined();
  });
});
