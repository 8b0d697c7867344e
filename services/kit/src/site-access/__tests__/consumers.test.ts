import { randomUUID } from 'node:crypto';
import type { ServiceDefinition } from '../../create-service';
import { testService, type TestService } from '../../testing';
import type { EventEnvelope } from '../../events/types';
import { siteCopyConsumers, type SiteChange, type SitePayload } from '../consumers';
import { siteCopyMigration, siteCopyRepository, siteMembersMigration, type SiteCopyRow } from '../copy';

const envelope = (type: string, payload: unknown): EventEnvelope =>
  ({ id: randomUUID(), type, version: 1, occurredAt: new Date().toISOString(), key: '1', payload }) as EventEnvelope;

const goodSite = { site_id: 3, owner_id: 7, slug: 'bakery', name: 'The Bakery', is_published: true, is_demo: false };

const changed: { site: SitePayload; verb: SiteChange; event: EventEnvelope; previous: SiteCopyRow | undefined }[] = [];
const deleted: SitePayload[] = [];

/** A service keeping the kit's copy, with hooks that remember what they were handed. */
const bakeryService: ServiceDefinition = {
  name: 'site_copy_test',
  port: 0,
  migrations: [siteCopyMigration, siteMembersMigration],
  routes: async () => undefined,
  consumers: siteCopyConsumers('site_copy_test', {
    changed: async (site, { verb, event, previous }) => void changed.push({ site, verb, event, previous }),
    deleted: async (site) => void deleted.push(site),
  }),
};

let service: TestService;
let warn: jest.SpyInstance;
beforeAll(async () => {
  service = await testService(bakeryService, { runEvents: false });
});
afterAll(async () => service?.close());
beforeEach(async () => {
  changed.length = 0;
  deleted.length = 0;
  await service.app.db('site_copy_test.sites').delete();
  warn = jest.spyOn(service.app.log, 'warn');
});
afterEach(() => warn.mockRestore());
const sites = () =>
  service.app.db('site_copy_test.sites').select('id', 'owner_id', 'slug', 'name', 'is_published', 'is_demo', 'deleted').orderBy('id');

function recordingCopy() {
  const deliver = async (type: string, payload: unknown) => {
    const event = envelope(type, payload);
    await service.app.events.deliver(event);
    return event;
  };
  return { consumers: bakeryService.consumers!, changed, deleted, warn, deliver };
}

test('consumes the five sites.site topics (the four changes hand their verb, deleted its own handler) and the three sites.member ones', async () => {
  const copy = recordingCopy();
  expect(copy.consumers.map((c) => c.topic).sort()).toEqual(
    [
      'sites.site.created',
      'sites.site.deleted',
      'sites.site.published',
      'sites.site.unpublished',
      'sites.site.updated',
      'sites.member.added',
      'sites.member.changed',
      'sites.member.removed',
    ].sort(),
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

describe('the copy', () => {
  test('is written before the hooks run, which see what it was before', async () => {
    const copy = recordingCopy();
    await copy.deliver('sites.site.created', goodSite);
    await copy.deliver('sites.site.updated', { ...goodSite, slug: 'bread' });
    expect(copy.changed[0].previous).toBeUndefined();
    expect(copy.changed[1].previous).toMatchObject({ slug: 'bakery' });
    expect(await sites()).toEqual([
      { id: 3, owner_id: 7, slug: 'bread', name: 'The Bakery', is_published: true, is_demo: false, deleted: false },
    ]);
  });

  test('a deleted site stays marked deleted, whatever arrives late', async () => {
    const copy = recordingCopy();
    await copy.deliver('sites.site.created', goodSite);
    await copy.deliver('sites.site.deleted', goodSite);
    await copy.deliver('sites.site.updated', { ...goodSite, name: 'Back again', is_published: true });
    expect(await sites()).toEqual([
      { id: 3, owner_id: 7, slug: 'bakery', name: 'The Bakery', is_published: false, is_demo: false, deleted: true },
    ]);
  });

  test('a malformed event is handled (not redelivered) and the next one of the site still lands', async () => {
    const malformed = envelope('sites.site.created', { ...goodSite, site_id: 'three' });
    expect(await service.app.events.deliver(malformed)).toBe(true);
    expect(await service.app.events.deliver(malformed)).toBe(false);
    expect(await sites()).toEqual([]);

    await service.app.events.deliver(envelope('sites.site.created', { ...goodSite, slug: 'b'.repeat(300), name: 'n'.repeat(300) }));
    expect(await sites()).toEqual([
      { id: 3, owner_id: 7, slug: 'b'.repeat(100), name: 'n'.repeat(200), is_published: true, is_demo: false, deleted: false },
    ]);
  });
});

test('sites.member events keep the copy of members; one that arrives after a later one changes nothing; a bad payload is skipped', async () => {
  const copy = recordingCopy();
  const repo = siteCopyRepository(service.app.db, 'site_copy_test');
  await copy.deliver('sites.member.added', { site_id: 3, user_id: 8, role: 'author', changed_at: '2026-11-27T10:00:00.000Z' });
  expect(await repo.memberRole(3, 8)).toBe('author');
  await copy.deliver('sites.member.changed', { site_id: 3, user_id: 8, role: 'editor', changed_at: '2026-11-27T10:00:05.000Z' });
  expect(await repo.memberRole(3, 8)).toBe('editor');
  await copy.deliver('sites.member.removed', { site_id: 3, user_id: 8, changed_at: '2026-11-27T10:00:09.000Z' });
  expect(await repo.memberRole(3, 8)).toBeUndefined();
  // Delivered late (an older change): the removal stands.
  await copy.deliver('sites.member.changed', { site_id: 3, user_id: 8, role: 'admin', changed_at: '2026-11-27T10:00:07.000Z' });
  expect(await repo.memberRole(3, 8)).toBeUndefined();
  for (const payload of [
    { site_id: 3, user_id: 8, role: 'owner', changed_at: '2026-11-27T10:01:00.000Z' },
    { site_id: 3, user_id: 'x', role: 'viewer', changed_at: '2026-11-27T10:01:00.000Z' },
    { site_id: 3, user_id: 8, role: 'viewer', changed_at: 'yesterday' },
  ]) {
    await copy.deliver('sites.member.added', payload);
  }
  expect(await repo.memberRole(3, 8)).toBeUndefined();
  expect(warn).toHaveBeenCalledTimes(3);
});
