import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { mkdtempSync } from 'node:fs';
import { createService, type AtlasApp } from '@atlas/service-kit';
import { openTestDatabase, authHeader } from '@atlas/service-kit/testing';
import { definition } from '../service';
import { createDeps } from '../deps';
import { runDueSchedules } from '../operations/schedules';
import { alice } from './harness';

// Two content services on ONE database, as two processes would run: every scheduled item fires once.
let close: () => Promise<void>;
let first: AtlasApp;
let second: AtlasApp;

beforeAll(async () => {
  const opened = await openTestDatabase();
  const env = { ...process.env, ATLAS_DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'atlas-content-')), CONTENT_SCHEDULE_INTERVAL_MS: '0' };
  process.env.CONTENT_SCHEDULE_INTERVAL_MS = '0';
  first = await createService(definition, { database: opened.database, env, runEvents: false, logger: false });
  second = await createService(definition, { database: opened.database, env, runEvents: false, logger: false });
  await first.ready();
  await second.ready();
  await first.events.deliver({
    id: randomUUID(),
    type: 'sites.site.created',
    version: 1,
    occurredAt: new Date().toISOString(),
    key: '5',
    payload: { site_id: 5, owner_id: alice.id, slug: 'timely', name: 'Timely', is_published: true },
  });
  close = async () => {
    await first.close();
    await second.close();
    await opened.close();
  };
});
afterAll(() => close());

async function create(app: AtlasApp, body: Record<string, unknown>) {
  const res = await app.inject({ method: 'POST', url: '/api/content/', headers: authHeader(alice), payload: { site: 5, ...body } });
  expect(res.statusCode).toBe(201);
  return res.json();
}

const outbox = async (type: string) =>
  ((await first.db('content.outbox').select('envelope')) as { envelope: any }[])
    .map((r) => (typeof r.envelope === 'string' ? JSON.parse(r.envelope) : r.envelope))
    .filter((e) => e.type === type);

it('publishes every due item exactly once while two services race for them, and leaves future ones alone', async () => {
  // An hour ahead, run as if two hours had passed: a busy machine's slow creates still schedule (a past date is refused).
  const soon = new Date(Date.now() + 3600_000).toISOString();
  const due = await Promise.all(
    Array.from({ length: 40 }, (_, n) => create(first, { title: `Post ${n}`, status: 'scheduled', published_at: soon })),
  );
  const later = await create(second, {
    title: 'Next week',
    status: 'scheduled',
    published_at: new Date(Date.now() + 7 * 864e5).toISOString(),
  });
  const at = new Date(Date.now() + 7200_000);
  const runs = await Promise.all([first, second, first, second, first, second].map((app) => runDueSchedules(createDeps(app), at)));

  const fired = runs.flatMap((run) => run.published);
  expect(fired).toHaveLength(40);
  expect(new Set(fired)).toEqual(new Set(due.map((item) => item.id)));
  const events = (await outbox('content.item.published')).filter((e) => e.payload.scheduled);
  expect(events).toHaveLength(40);
  const states = await first
    .db('content.items')
    .whereIn('id', [...fired, later.id])
    .select('id', 'status');
  expect(states.filter((s: any) => s.status === 'published')).toHaveLength(40);
  expect(states.find((s: any) => s.id === later.id).status).toBe('scheduled');
  const trail = await first.inject({ method: 'GET', url: `/api/content/${due[0].id}/history/`, headers: authHeader(alice) });
  expect(trail.json()[0]).toMatchObject({ action: 'published', user: { id: null, username: 'scheduler' } });
});

it('unpublishes at unpublish_at, once, and emits content.item.unpublished', async () => {
  const item = await create(first, {
    title: 'Flash sale',
    status: 'published',
    unpublish_at: new Date(Date.now() + 3600_000).toISOString(),
  });
  const at = new Date(Date.now() + 7200_000);
  const runs = await Promise.all([runDueSchedules(createDeps(first), at), runDueSchedules(createDeps(second), at)]);
  expect(runs.flatMap((r) => r.unpublished)).toEqual([item.id]);
  const after = await first.inject({ method: 'GET', url: `/api/content/${item.id}/`, headers: authHeader(alice) });
  expect(after.json()).toMatchObject({ status: 'draft', unpublish_at: null });
  expect((await outbox('content.item.unpublished')).filter((e) => e.payload.item_id === item.id)).toHaveLength(1);
});

it('fires on its own, with no request and no dashboard open, once the scheduler runs', async () => {
  const { startScheduler } = await import('../operations/schedules');
  const item = await create(second, {
    title: 'On its own',
    status: 'scheduled',
    published_at: new Date(Date.now() + 3600_000).toISOString(),
  });
  // Its time comes (moved back rather than waited for).
  await first
    .db('content.items')
    .where({ id: item.id })
    .update({ published_at: new Date(Date.now() - 1000) });
  const stop = startScheduler(createDeps(second), 100, { error: () => undefined });
  try {
    const deadline = Date.now() + 10_000;
    let status = 'scheduled';
    while (status === 'scheduled' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = (await first.db('content.items').where({ id: item.id }).first()).status;
    }
    expect(status).toBe('published');
  } finally {
    await stop();
  }
});
