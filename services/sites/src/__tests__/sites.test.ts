import { alice, bob, staff, startSites, type Harness } from './harness';

jest.mock('../seed/templates', () => ({ templateLibrary: require('./library-fixture').libraryFixture }), { virtual: true });

let h: Harness;
beforeAll(async () => {
  h = await startSites();
});
afterAll(async () => {
  await h.service.close();
});

describe('sites', () => {
  it('creates a site with the default settings, primary when it is the first', async () => {
    const res = await h.call('POST', '/api/builder/sites/', { body: { name: 'My Bakery', slug: 'my-bakery', description: 'Bread' } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'My Bakery',
      slug: 'my-bakery',
      description: 'Bread',
      is_published: false,
      isPrimary: true,
      pages_count: 0,
      domain: 'my-bakery.atlas.site',
      default_language: 'en',
      timezone: 'UTC',
      theme: 'default',
      primary_color: '#3b82f6',
      allow_indexing: true,
      auto_generate_sitemap: true,
      force_https: true,
      email_notifications: true,
      form_notifications: true,
      comment_notifications: true,
      maintenance_mode: false,
      www_redirect: false,
      cookie_consent_enabled: false,
      password_protected: false,
      login_required: false,
      navigations: [],
    });
    expect(res.body.settings.primary_color).toBe('#3b82f6');
    const second = await h.createSite(alice, 'second-site');
    expect(second.isPrimary).toBe(false);
  });

  it("lists only the caller's sites, as a plain list with page counts", async () => {
    await h.createSite(bob, 'bobs-site');
    const site = (await h.call('GET', '/api/builder/sites/')).body.find((s: any) => s.slug === 'my-bakery');
    await h.createPage(alice, site.id, 'Home');
    const list = await h.call('GET', '/api/builder/sites/');
    expect(list.status).toBe(200);
    expect(Array.isArray(list.body)).toBe(true);
    expect(list.body.map((s: any) => s.slug).sort()).toEqual(['my-bakery', 'second-site']);
    expect(list.body.find((s: any) => s.slug === 'my-bakery').pages_count).toBe(1);
  });

  it.each(['dashboard', 'templates', 'invite'])('refuses the slug %s that shadows an app route', async (slug) => {
    const res = await h.call('POST', '/api/builder/sites/', { body: { name: 'Dash', slug } });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(`The slug "${slug}" is reserved for the app; choose another`);
  });

  it('refuses a slug another site already has', async () => {
    const res = await h.call('POST', '/api/builder/sites/', { as: alice, body: { name: 'Copycat', slug: 'bobs-site' } });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('A site with this slug already exists');
  });

  it('picks the slug of a site created without one: the name folded (café → cafe), then -2 when taken', async () => {
    const first = await h.call('POST', '/api/builder/sites/', { body: { name: 'Restaurant & Café', description: 'Fresh food' } });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ name: 'Restaurant & Café', slug: 'restaurant-cafe', description: 'Fresh food' });
    const carol = { id: 7, username: 'carol' };
    const second = await h.call('POST', '/api/builder/sites/', { as: carol, body: { name: 'Restaurant & Cafe', slug: '' } });
    expect(second.status).toBe(201);
    expect(second.body.slug).toBe('restaurant-cafe-2');
  });

  it('never picks a slug that shadows an app route, nor an empty one', async () => {
    const shop = await h.call('POST', '/api/builder/sites/', { body: { name: 'Shop' } });
    expect(shop.status).toBe(201);
    expect(shop.body.slug).toBe('shop-2');
    const symbols = await h.call('POST', '/api/builder/sites/', { body: { name: '★ ★ ★' } });
    expect(symbols.status).toBe(201);
    expect(symbols.body.slug).toMatch(/^site(-\d+)?$/);
  });

  it('refuses a malformed slug and a missing name with a detail', async () => {
    const bad = await h.call('POST', '/api/builder/sites/', { body: { name: 'X', slug: 'Not A Slug' } });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toMatch(/slug/);
    const noName = await h.call('POST', '/api/builder/sites/', { body: { slug: 'no-name' } });
    expect(noName.status).toBe(400);
    expect(noName.body.detail).toMatch(/name/);
  });

  it('asks for a token', async () => {
    const res = await h.call('GET', '/api/builder/sites/', { as: null });
    expect(res.status).toBe(401);
  });

  it('patches only the fields sent and keeps the rest', async () => {
    const site = await h.createSite(alice, 'patchable');
    const res = await h.call('PATCH', `/api/builder/sites/${site.id}/`, { body: { meta_title: 'Fresh bread daily', theme: 'bold' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ meta_title: 'Fresh bread daily', theme: 'bold', primary_color: '#3b82f6', name: 'Site patchable' });
    const nested = await h.call('PATCH', `/api/builder/sites/${site.id}/`, { body: { settings: { allow_indexing: false } } });
    expect(nested.body).toMatchObject({ allow_indexing: false, meta_title: 'Fresh bread daily', theme: 'bold' });
    const reread = await h.call('GET', `/api/builder/sites/${site.id}/`);
    expect(reread.body).toMatchObject({ allow_indexing: false, theme: 'bold', meta_title: 'Fresh bread daily' });
  });

  it('accepts the whole site object sent back, changing only what differs', async () => {
    const site = await h.createSite(alice, 'round-trip');
    const res = await h.call('PATCH', `/api/builder/sites/${site.id}/`, {
      body: { ...site, id: 424242, owner: 2, pages_count: 9, description: 'Changed' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: site.id, owner: alice.id, pages_count: 0, description: 'Changed', slug: 'round-trip' });
  });

  it.each([
    [{ meta_title: 'x'.repeat(61) }, /meta_title/],
    [{ meta_description: 'x'.repeat(161) }, /meta_description/],
    [{ primary_color: 'blue' }, /primary_color/],
    [{ primary_color: '#12345' }, /primary_color/],
    [{ default_language: 'nl' }, /default_language/],
    [{ timezone: 'Asia/Tokyo' }, /timezone/],
    [{ theme: 'neon' }, /theme/],
    [{ favicon: 'javascript:alert(1)' }, /favicon/],
    [{ og_image: 'ftp://x/y.png' }, /og_image/],
    [{ slug: 'login' }, /reserved/],
  ])('refuses the setting %j', async (body, detail) => {
    const site = await h.createSite(alice, `bad-${Math.random().toString(36).slice(2, 8)}`);
    const res = await h.call('PATCH', `/api/builder/sites/${site.id}/`, { body });
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(detail);
  });

  it('accepts short colours and http(s) addresses', async () => {
    const site = await h.createSite(alice, 'colours');
    const res = await h.call('PATCH', `/api/builder/sites/${site.id}/`, {
      body: { primary_color: '#f0a', favicon: 'https://cdn.example.com/f.ico', logo_url: 'http://example.com/logo.png' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      primary_color: '#f0a',
      favicon: 'https://cdn.example.com/f.ico',
      logo_url: 'http://example.com/logo.png',
    });
  });

  it('stores the site password hashed and never returns it', async () => {
    const site = await h.createSite(alice, 'secret-garden');
    const refused = await h.call('PATCH', `/api/builder/sites/${site.id}/`, { body: { password_protected: true } });
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toBe('Set a site password to protect the site');
    const res = await h.call('PATCH', `/api/builder/sites/${site.id}/`, {
      body: { password_protected: true, site_password: 'open sesame' },
    });
    expect(res.status).toBe(200);
    expect(res.body.password_protected).toBe(true);
    expect(JSON.stringify(res.body)).not.toContain('open sesame');
    expect(res.body).not.toHaveProperty('site_password');
    expect(res.body).not.toHaveProperty('password_hash');
    const row = await h.service.app.db('sites.sites').where({ id: site.id }).first();
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(row.password_hash).not.toContain('open sesame');
  });

  it('publishes and unpublishes', async () => {
    const site = await h.createSite(alice, 'going-live');
    const published = await h.call('POST', `/api/builder/sites/${site.id}/publish/`);
    expect(published.status).toBe(200);
    expect(published.body.is_published).toBe(true);
    const unpublished = await h.call('POST', `/api/builder/sites/${site.id}/unpublish/`);
    expect(unpublished.body.is_published).toBe(false);
  });

  it('hides a site from another user: 404 on read, change, publish and delete', async () => {
    const site = await h.createSite(alice, 'alices-own');
    for (const [method, url, body] of [
      ['GET', `/api/builder/sites/${site.id}/`, undefined],
      ['PATCH', `/api/builder/sites/${site.id}/`, { name: 'Mine now' }],
      ['POST', `/api/builder/sites/${site.id}/publish/`, undefined],
      ['POST', `/api/builder/sites/${site.id}/unpublish/`, undefined],
      ['DELETE', `/api/builder/sites/${site.id}/`, undefined],
    ] as const) {
      const res = await h.call(method, url, { as: bob, body });
      expect(res.status).toBe(404);
    }
    expect((await h.call('GET', `/api/builder/sites/${site.id}/`)).body.name).toBe('Site alices-own');
  });

  it("lists every user's sites for staff who ask for all, and only their own otherwise", async () => {
    const all = await h.call('GET', '/api/builder/sites/?all=true', { as: staff });
    expect(all.body.map((s: any) => s.slug)).toEqual(expect.arrayContaining(['my-bakery', 'bobs-site']));
    expect((await h.call('GET', '/api/builder/sites/', { as: staff })).body).toEqual([]);
    const notStaff = await h.call('GET', '/api/builder/sites/?all=true', { as: bob });
    expect(notStaff.body.map((s: any) => s.slug)).toEqual(['bobs-site']);
  });

  it("lets staff read another user's site but not change it", async () => {
    const site = await h.createSite(alice, 'staff-reads');
    expect((await h.call('GET', `/api/builder/sites/${site.id}/`, { as: staff })).status).toBe(200);
    expect((await h.call('PATCH', `/api/builder/sites/${site.id}/`, { as: staff, body: { name: 'Staff edit' } })).status).toBe(404);
  });

  it('deletes a site with its pages and hands primary to the next site', async () => {
    const carol = { id: 3, username: 'carol' };
    const first = await h.createSite(carol, 'carol-one');
    const second = await h.createSite(carol, 'carol-two');
    await h.createPage(carol, first.id, 'Home');
    const res = await h.call('DELETE', `/api/builder/sites/${first.id}/`, { as: carol });
    expect(res.status).toBe(204);
    expect((await h.call('GET', `/api/builder/sites/${first.id}/`, { as: carol })).status).toBe(404);
    expect((await h.call('GET', `/api/builder/sites/${second.id}/`, { as: carol })).body.isPrimary).toBe(true);
    expect(await h.service.app.db('sites.pages').where({ site_id: first.id })).toHaveLength(0);
  });

  it('writes sites.site events to the outbox with each change', async () => {
    const site = await h.createSite(alice, 'eventful');
    await h.call('PATCH', `/api/builder/sites/${site.id}/`, { body: { theme: 'minimal' } });
    await h.call('POST', `/api/builder/sites/${site.id}/publish/`);
    await h.call('POST', `/api/builder/sites/${site.id}/unpublish/`);
    await h.call('DELETE', `/api/builder/sites/${site.id}/`);
    const mine = (await h.outbox()).filter((e) => e.type.startsWith('sites.site.') && e.payload.site_id === site.id);
    expect(mine.map((e) => e.type)).toEqual([
      'sites.site.created',
      'sites.site.updated',
      'sites.site.published',
      'sites.site.unpublished',
      'sites.site.deleted',
    ]);
    expect(mine[0]).toMatchObject({ key: String(site.id), payload: { owner_id: alice.id, slug: 'eventful' } });
    expect(mine[1].payload.changed).toEqual(['theme']);
  });

  it('writes no event when a change is refused', async () => {
    const before = (await h.outbox()).length;
    await h.call('POST', '/api/builder/sites/', { body: { name: 'Dup', slug: 'my-bakery' } });
    expect((await h.outbox()).length).toBe(before);
  });
});
