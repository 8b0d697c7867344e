import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { AtlasApp, ServiceDefinition } from '../../create-service';
import { testService, type TestService } from '../../testing';
import { siteCopyConsumers, siteRow, type SiteChange, type SitePayload } from '../site-copy';
import type { EventEnvelope } from '../types';

const envelope = (type: string, payload: unknown): EventEnvelope =>
  ({ id: randomUUID(), type, version: 1, occurredAt: new Date().toISOString(), key: '1', payload }) as EventEnvelope;

const goodSite = { site_id: 3, owner_id: 7, slug: 'bakery', name: 'The Bakery', is_published: true, is_demo: false };

/** The consumers with handlers that remember what they were handed, and an app whose warnings are counted. */
function recordingCopy() {
  const changed: { site: SitePayload; verb: SiteChange; event: EventEnvelope }[] = [];
  const deleted: SitePayload[] = [];
  const consumers = siteCopyConsumers({
    changed: async (site, { verb, event }) => void changed.push({ site, verb, event }),
    deleted: async (site) => void deleted.push(site),
  });
  const warn = jest.fn();
  const app = { log: { warn } } as unknown as AtlasApp;
  const trx = {} as Knex.Transaction;
  const deliver = async (type: string, payload: unknown) => {
    const event = envelope(type, payload);
    for (const consumer of consumers.filter((c) => c.topic === type)) await consumer.handle(event, trx, app);
    return event;
  };
  return { consumers, changed, deleted, warn, deliver };
}

test('consumes the five sites.site topics: the four changes hand their verb, deleted its own handler', async () => {
  const copy = recordingCopy();
  expect(copy.consumers.map((c) => c.topic).sort()).toEqual(
    ['sites.site.created', 'sites.site.deleted', 'sites.site.published', 'sites.site.unpublished', 'sites.site.updated'].sort(),
  );
  for (const verb of ['created', 'updated', 'published', 'unpublished']) await copy.deliver(`sites.site.${verb}`, goodSite);
  await copy.deliver('sites.site.deleted', { ...goodSite, is_published: false });

  expect(copy.changed.map((c) => c.verb)).toEqual(['created', 'updated', 'published', 'unpublished']);
  expect(copy.changed[0].site).toEqual(goodSite);
  expect(copy.deleted).toEqual([{ ...goodSite, is_published: false }]);
  expect(copy.warn).not.toHaveBeenCalled();
});

test('hands the event as delivered, so a webhook or an activity line can use it', async () => {
  const copy = recordingCopy();
  const event = await copy.deliver('sites.site.updated', { ...goodSite, extra: 'kept' });
  expect(copy.changed[0].event).toBe(event);
  expect(copy.changed[0].event.payload.extra).toBe('kept');
});

test.each([
  ['no payload', null],
  ['a site id as text', { ...goodSite, site_id: '3' }],
  ['a site id of 0', { ...goodSite, site_id: 0 }],
  ['a site id beyond the integer column', { ...goodSite, site_id: 2 ** 31 }],
  ['a fractional owner id', { ...goodSite, owner_id: 7.5 }],
  ['no owner', { ...goodSite, owner_id: undefined }],
  ['a slug that is not text', { ...goodSite, slug: 42 }],
])('skips a payload with %s, warning once and throwing nothing', async (_, payload) => {
  const copy = recordingCopy();
  await expect(copy.deliver('sites.site.created', payload)).resolves.toBeDefined();
  await expect(copy.deliver('sites.site.deleted', payload)).resolves.toBeDefined();
  expect(copy.changed).toEqual([]);
  expect(copy.deleted).toEqual([]);
  expect(copy.warn).toHaveBeenCalledTimes(2);
  expect(copy.warn.mock.calls[0][0]).toEqual(expect.objectContaining({ topic: 'sites.site.created' }));
});

test('clips the slug to 100 and the name to 200 characters, counting an emoji as one and dropping NUL', async () => {
  const copy = recordingCopy();
  await copy.deliver('sites.site.created', { ...goodSite, slug: 's'.repeat(150), name: `${'🍞'.repeat(250)}\u0000` });
  const { site } = copy.changed[0];
  expect(site.slug).toBe('s'.repeat(100));
  expect(Array.from(site.name)).toHaveLength(200);
  expect(site.name).toBe('🍞'.repeat(200));

  await copy.deliver('sites.site.updated', { ...goodSite, name: 'a\u0000b' });
  expect(copy.changed[1].site.name).toBe('ab');
});

test('a missing or odd name is an empty one, and only true is true for the flags', async () => {
  const copy = recordingCopy();
  await copy.deliver('sites.site.created', { site_id: 3, owner_id: 7, slug: 'bakery' });
  await copy.deliver('sites.site.updated', { ...goodSite, name: null, is_published: 'true', is_demo: 1 });
  await copy.deliver('sites.site.published', { ...goodSite, is_demo: true });
  expect(copy.changed.map((c) => c.site)).toEqual([
    { site_id: 3, owner_id: 7, slug: 'bakery', name: '', is_published: false, is_demo: false },
    { ...goodSite, name: '', is_published: false, is_demo: false },
    { ...goodSite, is_demo: true },
  ]);
  expect(copy.warn).not.toHaveBeenCalled();
});

describe('in a service', () => {
  /** A copy in bounded columns, as content and menus keep it. */
  const bakeryService: ServiceDefinition = {
    name: 'site_copy_test',
    port: 0,
    migrations: [
      {
        name: '001_sites',
        up: (knex, { schema }) =>
          knex.schema.withSchema(schema).createTable('sites', (t) => {
            t.integer('id').primary();
            t.integer('owner_id').notNullable();
            t.string('slug', 100).notNullable();
            t.string('name', 200).notNullable();
            t.boolean('is_published').notNullable();
          }),
      },
    ],
    routes: async () => undefined,
    consumers: siteCopyConsumers({
      changed: async (site, { trx }) => {
        await trx('site_copy_test.sites').insert(siteRow(site)).onConflict('id').merge();
      },
      deleted: async (site, { trx }) => {
        await trx('site_copy_test.sites').where({ id: site.site_id }).delete();
      },
    }),
  };

  let service: TestService;
  beforeAll(async () => {
    service = await testService(bakeryService, { runEvents: false });
  });
  afterAll(async () => service?.close());
  const sites = () => service.app.db('site_copy_test.sites').orderBy('id');

  test('a malformed event is handled (not redelivered) and the next one of the site still lands', async () => {
    const malformed = envelope('sites.site.created', { ...goodSite, site_id: 'three' });
    expect(await service.app.events.deliver(malformed)).toBe(true);
    expect(await service.app.events.deliver(malformed)).toBe(false);
    expect(await sites()).toEqual([]);

    await service.app.events.deliver(envelope('sites.site.created', { ...goodSite, slug: 'b'.repeat(300), name: 'n'.repeat(300) }));
    expect(await sites()).toEqual([{ id: 3, owner_id: 7, slug: 'b'.repeat(100), name: 'n'.repeat(200), is_published: true }]);

    await service.app.events.deliver(envelope('sites.site.deleted', goodSite));
    expect(await sites()).toEqual([]);
  });
});
