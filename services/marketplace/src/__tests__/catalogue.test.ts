import { alice, bob, envelope, startMarketplace, type Marketplace } from './harness';

let t: Marketplace;
beforeAll(async () => {
  t = await startMarketplace();
  await t.site(11, alice.id, 'alice-shop');
  await t.site(12, alice.id, 'alice-blog');
});
afterAll(() => t?.close());

describe('the catalogue', () => {
  it('lists at least twelve modules of every type, each with the fields of the spec, to anyone', async () => {
    const { status, body } = await t.call('GET', '/api/marketplace/modules/');
    expect(status).toBe(200);
    expect(body.count).toBeGreaterThanOrEqual(12);
    expect(new Set(body.results.map((m: { module_type: string }) => m.module_type))).toEqual(
      new Set(['content', 'block', 'theme', 'plugin', 'integration', 'utility']),
    );
    const commerce = body.results.find((m: { slug: string }) => m.slug === 'commerce-blocks');
    expect(Object.keys(commerce)).toEqual(
      expect.arrayContaining([
        'id',
        'title',
        'description',
        'long_description',
        'slug',
        'version',
        'author',
        'module_type',
        'icon',
        'is_official',
        'is_featured',
        'downloads',
        'rating',
        'rating_count',
        'tags',
        'category',
        'created_at',
        'homepage',
        'repository',
        'documentation',
        'screenshots',
        'requirements',
        'atlas_versions',
        'provides',
      ]),
    );
    expect(commerce.category).toEqual({ id: expect.any(Number), name: 'Blocks', slug: 'blocks' });
    expect(commerce.provides.blocks).toEqual(['product-card', 'product-grid', 'buy-button']);
    const slugs = body.results.map((m: { slug: string }) => m.slug);
    expect(slugs).toEqual(
      expect.arrayContaining(['google-analytics', 'meta-pixel', 'cookie-consent', 'webhooks', 'redirects', 'structured-data']),
    );
  });

  it('sorts by downloads, rating, newest and name, and filters by search and category', async () => {
    const list = async (query: string) => (await t.call('GET', `/api/marketplace/modules/?${query}`)).body.results as Record<string, any>[];
    const downloads = (await list('sort=downloads')).map((m) => m.downloads);
    expect(downloads).toEqual([...downloads].sort((a, b) => b - a));
    const ratings = (await list('sort=rating')).map((m) => m.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    const names = (await list('sort=name')).map((m) => m.title);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : 1)));
    expect((await list('search=pixel')).map((m) => m.slug)).toEqual(['meta-pixel']);
    expect((await list('search=json-ld')).map((m) => m.slug)).toEqual(['structured-data']);
    const themes = await list('category=themes');
    expect(themes.map((m) => m.slug).sort()).toEqual(['business-themes', 'creative-themes']);
    expect((await list(`category=${themes[0].category.id}`)).length).toBe(2);
    expect(await list('search=%25_')).toEqual([]);
    expect((await t.call('GET', '/api/marketplace/modules/?sort=popularity')).status).toBe(400);
    const categories = (await t.call('GET', '/api/marketplace/categories/')).body.results;
    expect(categories.find((c: { slug: string }) => c.slug === 'seo')).toEqual({
      id: expect.any(Number),
      name: 'SEO',
      slug: 'seo',
      module_count: 2,
    });
  });

  it('answers one module and its blocks, 404 for an unknown one', async () => {
    const id = await t.moduleId('marketing-blocks');
    const module = await t.call('GET', `/api/marketplace/modules/${id}/`);
    expect(module.body.provides.blocks).toEqual([
      'marketing-blocks/announcement-bar',
      'marketing-blocks/cta-banner',
      'marketing-blocks/feature-highlight',
    ]);
    const blocks = await t.call('GET', `/api/marketplace/modules/${id}/blocks/`);
    expect(blocks.body.blocks[0]).toMatchObject({ type: 'marketing-blocks/announcement-bar', label: 'Announcement Bar' });
    expect(blocks.body.blocks[0].template).toContain('{{headline}}');
    expect(await t.call('GET', '/api/marketplace/modules/999999/')).toEqual({ status: 404, body: { detail: 'Module not found' } });
    expect((await t.call('GET', '/api/marketplace/modules/abc/')).status).toBe(400);
  });
});

describe('installs', () => {
  it('needs a signed-in user', async () => {
    expect((await t.call('GET', '/api/marketplace/installed/')).status).toBe(401);
    expect((await t.install(null, 'webhooks')).status).toBe(401);
  });

  it('installs once per user, counts one download, publishes the event, and lists it with module.id', async () => {
    const before = (await t.call('GET', `/api/marketplace/modules/${await t.moduleId('commerce-blocks')}/`)).body.downloads;
    const first = await t.install(alice, 'commerce-blocks');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, installed: true, changed: true });
    const again = await t.install(alice, 'commerce-blocks');
    expect(again.body).toMatchObject({ success: true, installed: true, changed: false });
    expect(again.body.module.downloads).toBe(before + 1);

    const installed = await t.call('GET', '/api/marketplace/installed/', { as: alice });
    expect(installed.body.results.map((i: { module: { id: number } }) => i.module.id)).toEqual([await t.moduleId('commerce-blocks')]);
    expect((await t.call('GET', '/api/marketplace/installed/', { as: bob })).body.results).toEqual([]);

    const events = await t.published('marketplace.module.installed');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      user_id: alice.id,
      owner_id: alice.id,
      module_id: await t.moduleId('commerce-blocks'),
      slug: 'commerce-blocks',
      name: 'Commerce Blocks',
      module_type: 'block',
      version: '1.2.0',
      provides: { blocks: ['product-card', 'product-grid', 'buy-button'] },
      site_ids: [11, 12],
    });
  });

  it('carries the declarative blocks and themes in the installed event', async () => {
    await t.install(bob, 'marketing-blocks');
    await t.install(bob, 'creative-themes');
    const events = (await t.published('marketplace.module.installed')).filter((e) => e.user_id === bob.id);
    expect(events[0].block_definitions.map((b: { type: string }) => b.type)).toContain('marketing-blocks/cta-banner');
    expect(events[1].provides.themes).toEqual(['aurora', 'noir']);
    expect(events[1].theme_definitions[0]).toMatchObject({ slug: 'aurora', name: 'Aurora', theme_type: 'creative' });
  });

  it('uninstalls idempotently and says so in an event', async () => {
    const first = await t.install(alice, 'commerce-blocks', 'uninstall');
    expect(first.body).toMatchObject({ success: true, installed: false, changed: true });
    expect((await t.install(alice, 'commerce-blocks', 'uninstall')).body).toMatchObject({ success: true, changed: false });
    expect((await t.call('GET', '/api/marketplace/installed/', { as: alice })).body.results).toEqual([]);
    expect(await t.published('marketplace.module.uninstalled')).toEqual([
      expect.objectContaining({ user_id: alice.id, slug: 'commerce-blocks' }),
    ]);
  });

  it('gives the demo account the Commerce Blocks pack when it registers, once, and nobody else', async () => {
    const demo = { id: 50, username: 'demo' };
    const registered = envelope('identity.user.registered', { user_id: demo.id, username: 'demo', email: 'demo@x.io', demo: true });
    await t.deliver(registered);
    await t.deliver(envelope('identity.user.registered', { user_id: 51, username: 'someone', email: 's@x.io', demo: false }));
    const installed = (await t.call('GET', '/api/marketplace/installed/', { as: demo })).body.results;
    expect(installed.map((entry: { module: { slug: string } }) => entry.module.slug)).toEqual(['commerce-blocks']);
    expect((await t.call('GET', '/api/marketplace/installed/', { as: { id: 51, username: 'someone' } })).body.results).toEqual([]);
    expect((await t.published('marketplace.module.installed')).filter((event) => event.user_id === demo.id)).toEqual([
      expect.objectContaining({ slug: 'commerce-blocks', provides: { blocks: ['product-card', 'product-grid', 'buy-button'] } }),
    ]);
    // Delivered again (a new id, as after a replay of the topic): still one install.
    await t.deliver({ ...registered, id: `${registered.id.slice(0, -1)}0` });
    expect((await t.call('GET', '/api/marketplace/installed/', { as: demo })).body.count).toBe(1);
  });

  it('refuses a bad action and an unknown module', async () => {
    const id = await t.moduleId('redirects');
    const bad = await t.call('POST', `/api/marketplace/modules/${id}/module_action/`, { as: alice, body: { action: 'purge' } });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBe('body/action must be one of install, uninstall');
    expect(
      (await t.call('POST', '/api/marketplace/modules/999999/module_action/', { as: alice, body: { action: 'install' } })).body,
    ).toEqual({
      detail: 'Module not found',
    });
  });

  it('stays consistent under 200 racing installs and uninstalls', async () => {
    const id = await t.moduleId('structured-data');
    const downloadsBefore = (await t.call('GET', `/api/marketplace/modules/${id}/`)).body.downloads;
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => t.install(alice, 'structured-data', i % 2 === 0 ? 'install' : 'uninstall')),
    );
    expect(answers.every((answer) => answer.status === 200 && answer.body.success === true)).toBe(true);
    const installedNow = (await t.call('GET', '/api/marketplace/installed/', { as: alice })).body.results.some(
      (i: { module: { id: number } }) => i.module.id === id,
    );
    const events = [
      ...(await t.published('marketplace.module.installed')).map((e): Record<string, any> => ({ ...e, verb: 'installed' })),
      ...(await t.published('marketplace.module.uninstalled')).map((e): Record<string, any> => ({ ...e, verb: 'uninstalled' })),
    ].filter((e) => e.module_id === id);
    const installs = events.filter((e) => e.verb === 'installed').length;
    const uninstalls = events.filter((e) => e.verb === 'uninstalled').length;
    // Every real change and only those: in the outbox's order the events alternate, ending in the state the table holds.
    const order = (
      await t.app
        .db('marketplace.outbox')
        .whereIn('topic', ['marketplace.module.installed', 'marketplace.module.uninstalled'])
        .orderBy('seq')
    )
      .map((row: { topic: string; envelope: unknown }) => ({
        topic: row.topic,
        ...(typeof row.envelope === 'string' ? JSON.parse(row.envelope) : row.envelope).payload,
      }))
      .filter((e: { module_id: number }) => e.module_id === id)
      .map((e: { topic: string }) => e.topic.endsWith('.installed'));
    expect(order.every((isInstall: boolean, i: number) => isInstall === (i % 2 === 0))).toBe(true);
    expect(installs - uninstalls).toBe(installedNow ? 1 : 0);
    expect(answers.filter((a) => a.body.changed && a.body.action === 'install').length).toBe(installs);
    expect(answers.filter((a) => a.body.changed && a.body.action === 'uninstall').length).toBe(uninstalls);
    const [{ n }] = await t.app.db('marketplace.installs').where({ user_id: alice.id, module_id: id }).count('* as n');
    expect(Number(n)).toBe(installedNow ? 1 : 0);
    expect((await t.call('GET', `/api/marketplace/modules/${id}/`)).body.downloads).toBe(downloadsBefore + installs);
  });
});
