import { randomUUID } from 'node:crypto';
import { CORE_BLOCK_TYPES } from '@atlas/blocks/model';
import { alice, bob, block, startSites, type Harness } from './harness';

jest.mock('../seed/templates', () => ({ templateLibrary: require('./library-fixture').libraryFixture }), { virtual: true });

let h: Harness;
beforeAll(async () => {
  h = await startSites();
});
afterAll(async () => {
  await h.service.close();
});

const banner = {
  type: 'marketing-blocks/cta-banner',
  label: 'Call-to-Action Banner',
  icon: 'target',
  template: '<section style="background-color:{{background}}"><h2>{{title}}</h2></section>',
  fields: [
    { name: 'title', label: 'Title', kind: 'text', default: 'Ready?' },
    { name: 'background', label: 'Background', kind: 'color', default: '#3b82f6' },
  ],
};
const marketing = {
  module_id: 12,
  slug: 'marketing-blocks',
  name: 'Marketing Blocks',
  provides: { blocks: [banner.type] },
  block_definitions: [banner],
};
const commerce = {
  module_id: 11,
  slug: 'commerce-blocks',
  name: 'Commerce Blocks',
  provides: { blocks: ['product-card', 'product-grid', 'buy-button'] },
  block_definitions: [],
};

let clock = Date.parse('2026-11-01T10:00:00Z');
function moduleEvent(verb: 'installed' | 'uninstalled', userId: number, pack: Record<string, unknown>, occurredAt?: string) {
  clock += 1000;
  return {
    id: randomUUID(),
    type: `marketplace.module.${verb}`,
    version: 1 as const,
    occurredAt: occurredAt ?? new Date(clock).toISOString(),
    key: String(userId),
    payload: { user_id: userId, owner_id: userId, module_type: 'block', version: '1.0.0', theme_definitions: [], site_ids: [], ...pack },
  };
}
const deliver = (event: ReturnType<typeof moduleEvent>) => h.service.app.events.deliver(event);
const typesOf = async (as: { id: number }) => (await h.call('GET', '/api/builder/block-types/', { as })).body;

describe('block types per user', () => {
  it('answers the core types without the commerce blocks to a user with no pack', async () => {
    const answer = await typesOf({ id: 30 });
    expect(answer.results.map((t: any) => t.type)).toEqual(CORE_BLOCK_TYPES);
    expect(answer.results.map((t: any) => t.type)).not.toContain('product-card');
    expect(answer).toMatchObject({ count: CORE_BLOCK_TYPES.length, uninstalled: [] });
  });

  it('lists an installed pack’s types with their definitions and module, and hides them again on uninstall', async () => {
    await deliver(moduleEvent('installed', alice.id, marketing));
    await deliver(moduleEvent('installed', alice.id, commerce));
    let answer = await typesOf(alice);
    const added = answer.results.filter((t: any) => t.module);
    expect(added.map((t: any) => [t.type, t.module.slug])).toEqual([
      ['product-card', 'commerce-blocks'],
      ['product-grid', 'commerce-blocks'],
      ['buy-button', 'commerce-blocks'],
      ['marketing-blocks/cta-banner', 'marketing-blocks'],
    ]);
    expect(added[3]).toEqual({
      type: banner.type,
      module: { id: 12, slug: 'marketing-blocks', name: 'Marketing Blocks' },
      definition: banner,
    });
    expect(added[0].definition).toBeNull();

    await deliver(moduleEvent('uninstalled', alice.id, marketing));
    answer = await typesOf(alice);
    expect(answer.results.map((t: any) => t.type)).not.toContain(banner.type);
    expect(answer.results.map((t: any) => t.type)).toContain('product-card');
    // Not offered any more, but its definition still draws the blocks pages hold.
    expect(answer.uninstalled).toEqual([
      { type: banner.type, module: { id: 12, slug: 'marketing-blocks', name: 'Marketing Blocks' }, definition: banner },
    ]);
  });

  it('shows a user none of another user’s installs', async () => {
    await deliver(moduleEvent('installed', bob.id, marketing));
    expect((await typesOf(bob)).results.map((t: any) => t.type)).toContain(banner.type);
    const other = await typesOf({ id: 31 });
    expect(other.results.map((t: any) => t.type)).toEqual(CORE_BLOCK_TYPES);
    expect(other.uninstalled).toEqual([]);
  });

  it('changes nothing when an event is delivered again, or an older one arrives late', async () => {
    const user = { id: 32 };
    const install = moduleEvent('installed', user.id, marketing);
    const uninstall = moduleEvent('uninstalled', user.id, marketing);
    await deliver(install);
    await deliver(uninstall);
    await deliver(install);
    expect((await typesOf(user)).results.map((t: any) => t.type)).not.toContain(banner.type);
    // The same install under a new event id but its old time: still older than the uninstall.
    await deliver({ ...install, id: randomUUID() });
    expect((await typesOf(user)).results.map((t: any) => t.type)).not.toContain(banner.type);
    await deliver(moduleEvent('installed', user.id, marketing));
    expect((await typesOf(user)).results.map((t: any) => t.type)).toContain(banner.type);
  });

  it('ignores an event without a user or module, and a definition that is not whole', async () => {
    await deliver(moduleEvent('installed', 0, marketing));
    const user = { id: 33 };
    await deliver(
      moduleEvent('installed', user.id, { ...marketing, provides: {}, block_definitions: [banner, { type: 'x/y', label: 'Y' }] }),
    );
    const answer = await typesOf(user);
    expect(answer.results.filter((t: any) => t.module).map((t: any) => t.type)).toEqual([banner.type]);
  });

  it('refuses an anonymous caller', async () => {
    expect((await h.call('GET', '/api/builder/block-types/', { as: null })).status).toBe(401);
  });
});

describe('block packs installed on a site', () => {
  // The bakery is its owner's; the admin installs for it, and owns a site of their own; an editor works on it.
  const owner = { id: 50 };
  const admin = { id: 51 };
  const editor = { id: 52 };
  let bakery: { id: number };
  let adminsOwn: { id: number };
  const delivered: ReturnType<typeof moduleEvent>[] = [];
  const siteEvent = (verb: 'installed' | 'uninstalled', userId: number, siteId: number) => {
    const event = moduleEvent(verb, userId, { ...marketing, owner_id: owner.id, site_id: siteId, site_ids: [siteId] });
    delivered.push(event);
    return deliver({ ...event, key: String(siteId) });
  };
  const offered = async (as: { id: number }, siteId?: number) => {
    const answer = await h.call('GET', `/api/builder/block-types/${siteId ? `?site=${siteId}` : ''}`, { as });
    return answer.status === 200 ? answer.body.results.map((t: { type: string }) => t.type) : answer.status;
  };

  beforeAll(async () => {
    bakery = await h.createSite(owner, 'site-pack-bakery');
    adminsOwn = await h.createSite(admin, 'site-pack-admin');
    await h.service.app.db('sites.site_members').insert([
      { site_id: bakery.id, user_id: admin.id, role: 'admin', invited_by: owner.id },
      { site_id: bakery.id, user_id: editor.id, role: 'editor', invited_by: owner.id },
    ]);
  });

  it('offers a site’s pack on that site to all who work on it, whoever installed it, and not on the installer’s other sites', async () => {
    await siteEvent('installed', admin.id, bakery.id);
    for (const who of [owner, admin, editor])
      expect({ who: who.id, types: await offered(who, bakery.id) }).toEqual({ who: who.id, types: expect.arrayContaining([banner.type]) });
    expect(await offered(admin, adminsOwn.id)).not.toContain(banner.type);
    expect(await offered(admin)).not.toContain(banner.type);
    expect(await offered(owner)).not.toContain(banner.type);
    // Someone with no role on the site learns nothing of it.
    expect(await offered({ id: 59 }, bakery.id)).toBe(404);
  });

  it('an uninstall by another of the site’s admins takes it off the site’s library, keeping its definition for the pages', async () => {
    await siteEvent('uninstalled', owner.id, bakery.id);
    expect(await offered(editor, bakery.id)).not.toContain(banner.type);
    const answer = await h.call('GET', `/api/builder/block-types/?site=${bakery.id}`, { as: editor });
    expect(answer.body.uninstalled).toEqual([expect.objectContaining({ type: banner.type, definition: banner })]);
  });

  it('is rebuilt the same when its events are replayed from the start', async () => {
    await siteEvent('installed', admin.id, bakery.id);
    const before = await h.call('GET', `/api/builder/block-types/?site=${bakery.id}`, { as: editor });
    await h.service.app.db('sites.block_packs').where({ site_id: bakery.id }).delete();
    for (const event of delivered) await deliver({ ...event, id: randomUUID() });
    expect((await h.call('GET', `/api/builder/block-types/?site=${bakery.id}`, { as: editor })).body).toEqual(before.body);
    expect(before.body.results.map((t: { type: string }) => t.type)).toContain(banner.type);
  });
});

describe('a site whose shop is open', () => {
  const owner = { id: 60 };
  const shopEvent = (siteId: number, enabled: boolean, occurredAt: string) =>
    h.service.app.events.deliver({
      id: randomUUID(),
      type: 'commerce.shop.updated',
      version: 1 as const,
      occurredAt,
      key: String(siteId),
      payload: { site_id: siteId, owner_id: owner.id, enabled, currency: 'USD' },
    });
  const offered = async (siteId: number) =>
    (await h.call('GET', `/api/builder/block-types/?site=${siteId}`, { as: owner })).body.results.map((t: { type: string }) => t.type);

  it('is offered the product blocks with no pack while it sells, on that site only; a late event changes nothing', async () => {
    const bakery = await h.createSite(owner, 'shop-blocks-bakery');
    const other = await h.createSite(owner, 'shop-blocks-other');
    expect(await offered(bakery.id)).not.toContain('product-grid');
    await shopEvent(bakery.id, true, '2026-11-02T10:00:00Z');
    expect(await offered(bakery.id)).toEqual(expect.arrayContaining(['product-card', 'product-grid', 'buy-button']));
    expect(await offered(other.id)).not.toContain('product-grid');
    // Offered once each, and not to the account without the site.
    expect((await offered(bakery.id)).filter((type: string) => type === 'product-grid')).toHaveLength(1);
    expect((await typesOf(owner)).results.map((t: { type: string }) => t.type)).not.toContain('product-grid');
    // Closed: no longer offered; an older "open" delivered late keeps it closed.
    await shopEvent(bakery.id, false, '2026-11-02T11:00:00Z');
    await shopEvent(bakery.id, true, '2026-11-02T10:30:00Z');
    expect(await offered(bakery.id)).not.toContain('product-grid');
  });
});

describe('pages holding a pack’s blocks', () => {
  it('keeps saving a page whose pack was uninstalled, and still answers the pack’s definitions', async () => {
    const owner = { id: 40 };
    await deliver(moduleEvent('installed', owner.id, marketing));
    const site = await h.createSite(owner, 'pack-pages');
    const page = await h.createPage(owner, site.id, 'Home');
    const blocks = [block('b1', banner.type, { title: 'Join us' }), block('b2', 'product-card', {})];
    expect((await h.call('POST', `/api/builder/pages/${page.id}/save_blocks/`, { as: owner, body: { blocks } })).status).toBe(200);
    expect((await h.call('POST', `/api/builder/sites/${site.id}/publish/`, { as: owner })).status).toBe(200);

    await deliver(moduleEvent('uninstalled', owner.id, marketing));
    const saved = await h.call('POST', `/api/builder/pages/${page.id}/save_blocks/`, {
      as: owner,
      body: { blocks: [...blocks].reverse() },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.blocks.map((b: any) => [b.type, b.content])).toEqual([
      ['product-card', {}],
      [banner.type, { title: 'Join us' }],
    ]);

    const types = await h.call('GET', '/api/builder/block-types/', { as: owner });
    expect(types.body.results.map((t: { type: string }) => t.type)).not.toContain(banner.type);
    expect(types.body.uninstalled).toEqual([expect.objectContaining({ type: banner.type, definition: banner })]);
  });

  it('refuses a block type that is neither a core type nor a pack type name', async () => {
    const owner = { id: 42 };
    const site = await h.createSite(owner, 'pack-bad');
    const page = await h.createPage(owner, site.id, 'Home');
    const res = await h.call('POST', `/api/builder/pages/${page.id}/save_blocks/`, {
      as: owner,
      body: { blocks: [block('b1', 'a/b/c', {})] },
    });
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(/type/);
  });
});
