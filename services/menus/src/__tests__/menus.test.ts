import { alice, bob, staff, startMenus, type Harness } from './harness';

let t: Harness;
let header: number;
let footer: number;
beforeAll(async () => {
  t = await startMenus();
  await t.publishedSite(1, alice.id, 'alpha');
  await t.publishedSite(2, bob.id, 'bravo');
  header = await t.location('header-primary');
  footer = await t.location('footer-primary');
});
afterAll(() => t.close());

describe('locations and templates', () => {
  test('lists the nine locations in order', async () => {
    const res = await t.call('GET', '/api/locations/');
    expect(res.status).toBe(200);
    expect(res.body.map((l: { slug: string }) => l.slug)).toEqual([
      'header-primary',
      'header-secondary',
      'footer-primary',
      'footer-secondary',
      'mobile-menu',
      'sidebar-left',
      'sidebar-right',
      'social-links',
      'breadcrumb',
    ]);
  });

  test('needs a signed-in user', async () => {
    expect((await t.call('GET', '/api/locations/', { as: null })).status).toBe(401);
    expect((await t.call('GET', '/api/menus/?site=1', { as: null })).status).toBe(401);
  });

  test('offers at least six templates, featured first, with their item counts', async () => {
    const res = await t.call('GET', '/api/templates/');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThanOrEqual(6);
    const names = res.body.map((x: { name: string }) => x.name);
    expect(names).toEqual(
      expect.arrayContaining(['Simple Header', 'Business Header', 'Store Mega Menu', 'Footer with Columns', 'Social Links', 'Mobile Menu']),
    );
    expect(res.body[0].is_featured).toBe(true);
    expect(res.body.find((x: { name: string }) => x.name === 'Store Mega Menu')).toMatchObject({ menu_type: 'mega_menu', item_count: 15 });
  });
});

describe('menus', () => {
  test('creates a menu with defaults and lists it for its site', async () => {
    const res = await t.call('POST', '/api/menus/', { body: { name: '  Main  ', site: 1, location: header } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Main',
      site: 1,
      location: header,
      location_name: 'Header (Primary)',
      location_slug: 'header-primary',
      menu_type: 'standard',
      mega_menu_columns: 4,
      mega_menu_width: 'container',
      auto_add_pages: false,
      show_to_logged_in_users: true,
      show_to_logged_out_users: true,
      track_clicks: false,
      is_active: true,
      item_count: 0,
    });
    const list = await t.call('GET', '/api/menus/?site=1');
    expect(list.body.map((m: { id: number }) => m.id)).toContain(res.body.id);
    const [event] = (await t.outbox('menus.menu.created')).filter((e) => e.payload.menu_id === res.body.id);
    expect(event).toMatchObject({ key: '1', payload: { site_id: 1, site_slug: 'alpha', owner_id: alice.id, location: 'header-primary' } });
  });

  test.each([
    [{ site: 1, location: 1 }, 'Name is required'],
    [{ name: '   ', site: 1, location: 1 }, 'Name is required'],
    [{ name: 'X', site: 1 }, 'Location is required'],
    [{ name: 'X', site: 1, location: null }, 'Location is required'],
    [{ name: 'X', location: 1 }, 'Site is required'],
    [{ name: 'X', site: 1, location: 1, mega_menu_columns: 7 }, 'Mega menu columns must be a whole number from 1 to 6'],
    [{ name: 'X', site: 1, location: 1, mega_menu_columns: 0 }, 'Mega menu columns must be a whole number from 1 to 6'],
    [{ name: 'X', site: 1, location: 1, menu_type: 'sideways' }, 'must be one of standard, mega_menu'],
    [{ name: 'X', site: 1, location: 1, mega_menu_width: 'huge' }, 'must be one of full, container, auto'],
    [{ name: 'X', site: 1, location: 999 }, 'Location is not one of the menu locations'],
    [{ name: 'X'.repeat(101), site: 1, location: 1 }, 'Name must be at most 100 characters'],
  ])('refuses %j with a clear detail', async (body, detail) => {
    const res = await t.call('POST', '/api/menus/', { body });
    expect(res.status).toBe(400);
    expect(res.body.detail).toContain(detail);
  });

  test("another user's site is 404 Site not found, and an unknown one too", async () => {
    expect(await t.call('POST', '/api/menus/', { body: { name: 'X', site: 2, location: header } })).toMatchObject({
      status: 404,
      body: { detail: 'Site not found' },
    });
    expect((await t.call('POST', '/api/menus/', { body: { name: 'X', site: 77, location: header } })).status).toBe(404);
    expect((await t.call('GET', '/api/menus/?site=2')).status).toBe(404);
  });

  test("another user's menu is 404 for every route; staff may read but not change", async () => {
    const menu = await t.menu(bob, { name: 'Bob menu', site: 2 });
    for (const [method, url, body] of [
      ['GET', `/api/menus/${menu.id}/`],
      ['PUT', `/api/menus/${menu.id}/`, { name: 'Mine' }],
      ['DELETE', `/api/menus/${menu.id}/`],
      ['POST', `/api/menus/${menu.id}/duplicate/`],
      ['GET', `/api/menus/${menu.id}/analytics/`],
      ['GET', `/api/items/?menu=${menu.id}`],
      ['POST', '/api/items/', { menu: menu.id, title: 'x', url: '/x' }],
    ] as const) {
      const res = await t.call(method, url, { as: alice, body });
      expect([method, url, res.status, res.body?.detail]).toEqual([method, url, 404, 'Menu not found']);
    }
    expect((await t.call('GET', `/api/menus/${menu.id}/`, { as: staff })).status).toBe(200);
    expect((await t.call('PUT', `/api/menus/${menu.id}/`, { as: staff, body: { name: 'Staff' } })).status).toBe(404);
    expect((await t.call('GET', `/api/menus/${menu.id}/`, { as: bob })).body.name).toBe('Bob menu');
  });

  test('updates fields, keeps those left out, refuses a move to another site', async () => {
    const menu = await t.menu(alice, { name: 'Editable', site: 1, description: 'd', track_clicks: true });
    const res = await t.call('PUT', `/api/menus/${menu.id}/`, {
      body: { name: 'Edited', location: footer, menu_type: 'footer_widgets', css_classes: 'dark' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Edited',
      location_slug: 'footer-primary',
      menu_type: 'footer_widgets',
      description: 'd',
      track_clicks: true,
    });
    expect((await t.call('PUT', `/api/menus/${menu.id}/`, { body: { name: '' } })).body.detail).toBe('Name is required');
    expect((await t.call('PUT', `/api/menus/${menu.id}/`, { body: { location: null } })).body.detail).toBe('Location is required');
    expect((await t.call('PUT', `/api/menus/${menu.id}/`, { body: { site: 2 } })).body.detail).toBe('A menu cannot move to another site');
    // A move announces both the old and the new location, so both headers are redrawn.
    const updates = (await t.outbox('menus.menu.updated')).filter((e) => e.payload.menu_id === menu.id);
    expect(updates.map((e) => e.payload.location)).toEqual(['header-primary', 'footer-primary']);
  });

  test('fewer mega menu columns move the items of removed columns to column 1', async () => {
    const menu = await t.menu(alice, { name: 'Mega', site: 1, menu_type: 'mega_menu', mega_menu_columns: 4 });
    const top = await t.item(alice, { menu: menu.id, title: 'Shop', is_mega_menu_item: true });
    const third = await t.item(alice, { menu: menu.id, title: 'C3', parent: top.id, mega_menu_column: 3, sort_order: 300 });
    const second = await t.item(alice, { menu: menu.id, title: 'C2', parent: top.id, mega_menu_column: 2, sort_order: 200 });
    expect((await t.call('PUT', `/api/menus/${menu.id}/`, { body: { mega_menu_columns: 2 } })).status).toBe(200);
    const items = (await t.call('GET', `/api/items/?menu=${menu.id}`)).body;
    expect(items.find((i: { id: number }) => i.id === third.id).mega_menu_column).toBe(1);
    expect(items.find((i: { id: number }) => i.id === second.id).mega_menu_column).toBe(2);
  });

  test('duplicate copies the whole tree under new ids with parents remapped', async () => {
    const menu = await t.menu(alice, { name: 'Original', site: 1, track_clicks: true, css_classes: 'x' });
    const a = await t.item(alice, { menu: menu.id, title: 'A' });
    const b = await t.item(alice, { menu: menu.id, title: 'B', parent: a.id });
    await t.item(alice, { menu: menu.id, title: 'C', parent: b.id });
    await t.item(alice, { menu: menu.id, title: 'D', item_type: 'divider' });
    const res = await t.call('POST', `/api/menus/${menu.id}/duplicate/`);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Original (Copy)', site: 1, track_clicks: true, css_classes: 'x', item_count: 4 });
    const shape = (tree: any[]): unknown => tree.map((n) => ({ title: n.title, children: shape(n.children) }));
    const original = (await t.call('GET', `/api/items/?menu=${menu.id}&tree=true`)).body;
    const copy = (await t.call('GET', `/api/items/?menu=${res.body.id}&tree=true`)).body;
    expect(shape(copy)).toEqual(shape(original));
    expect(shape(copy)).toEqual([
      { title: 'A', children: [{ title: 'B', children: [{ title: 'C', children: [] }] }] },
      { title: 'D', children: [] },
    ]);
    const flat = (await t.call('GET', `/api/items/?menu=${res.body.id}`)).body;
    const originalIds = new Set([a.id, b.id]);
    expect(flat.every((i: { id: number; parent: number | null; menu: number }) => !originalIds.has(i.id) && i.menu === res.body.id)).toBe(
      true,
    );
    expect(
      flat
        .filter((i: { parent: number | null }) => i.parent !== null)
        .every((i: { parent: number }) => flat.some((p: { id: number }) => p.id === i.parent)),
    ).toBe(true);
  });

  test('delete removes the menu and its items', async () => {
    const menu = await t.menu(alice, { name: 'Doomed', site: 1 });
    const item = await t.item(alice, { menu: menu.id, title: 'A' });
    expect((await t.call('DELETE', `/api/menus/${menu.id}/`)).status).toBe(204);
    expect((await t.call('GET', `/api/menus/${menu.id}/`)).status).toBe(404);
    expect((await t.call('GET', `/api/items/${item.id}/`)).status).toBe(404);
    expect((await t.outbox('menus.menu.deleted')).some((e) => e.payload.menu_id === menu.id)).toBe(true);
  });

  test('bad ids and queries are 400s, never 500s', async () => {
    for (const url of [
      '/api/menus/abc/',
      '/api/menus/0/',
      '/api/menus/99999999999/',
      '/api/menus/?site=x',
      '/api/items/',
      '/api/items/?menu=-1',
      '/api/menus/1/analytics/?days=14',
      '/api/menus/1/analytics/?days=abc',
    ]) {
      const res = await t.call('GET', url);
      expect([url, res.status]).toEqual([url, 400]);
      expect(typeof res.body.detail).toBe('string');
    }
    expect((await t.call('POST', '/api/menus/', { body: '{"name":', headers: { 'content-type': 'application/json' } })).status).toBe(400);
    expect((await t.call('POST', '/api/menus/', { body: [] })).status).toBe(400);
  });
});

describe('apply_template', () => {
  test('creates the menu with its items at the location, pages linked when the site has them', async () => {
    const templates = (await t.call('GET', '/api/templates/')).body;
    const simple = templates.find((x: { name: string }) => x.name === 'Simple Header');
    const res = await t.call('POST', `/api/templates/${simple.id}/apply_template/`, {
      body: { site_id: 1, location_id: header, name: 'From template' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'From template', site: 1, location: header, item_count: 4 });
    const items = (await t.call('GET', `/api/items/?menu=${res.body.id}`)).body;
    expect(items.map((i: { title: string; item_type: string; url: string }) => [i.title, i.item_type, i.url])).toEqual([
      ['Home', 'page', '/alpha'],
      ['About', 'page', '/alpha/about'],
      ['Services', 'custom_url', '/alpha/services'],
      ['Contact', 'custom_url', '/alpha/contact'],
    ]);
  });

  test('the store mega menu has columns, widgets and category links', async () => {
    const templates = (await t.call('GET', '/api/templates/')).body;
    const store = templates.find((x: { name: string }) => x.name === 'Store Mega Menu');
    const res = await t.call('POST', `/api/templates/${store.id}/apply_template/`, { body: { site_id: 1, location_id: header } });
    expect(res.body).toMatchObject({ name: 'Store Mega Menu', menu_type: 'mega_menu', mega_menu_columns: 4 });
    const tree = (await t.call('GET', `/api/items/?menu=${res.body.id}&tree=true`)).body;
    const shop = tree.find((i: { title: string }) => i.title === 'Shop');
    expect(shop.is_mega_menu_item).toBe(true);
    expect(new Set(shop.children.map((c: { mega_menu_column: number }) => c.mega_menu_column))).toEqual(new Set([1, 2, 3, 4]));
    expect(shop.children.find((c: { category: string }) => c.category === 'apparel').url).toBe('/shop/products?category=apparel');
    expect(shop.children.find((c: { widget_type: string }) => c.widget_type === 'contact_info').widget_content).toMatchObject({
      email: 'hello@example.com',
    });
    expect(shop.children.find((c: { widget_type: string }) => c.widget_type === 'social_links').widget_content[0]).toMatchObject({
      platform: 'facebook',
    });
    // Sort order inside the panel is 100 × column + position.
    expect(shop.children.map((c: { sort_order: number }) => c.sort_order)).toEqual([100, 101, 102, 103, 200, 201, 202, 203, 300, 400]);
  });

  test('refuses an unknown template, a missing location and a site of someone else', async () => {
    expect((await t.call('POST', '/api/templates/999/apply_template/', { body: { site_id: 1, location_id: header } })).body.detail).toBe(
      'Template not found',
    );
    expect((await t.call('POST', '/api/templates/1/apply_template/', { body: { site_id: 1 } })).body.detail).toBe('Location is required');
    expect(await t.call('POST', '/api/templates/1/apply_template/', { body: { site_id: 2, location_id: header } })).toMatchObject({
      status: 404,
      body: { detail: 'Site not found' },
    });
  });
});

describe('the sites read model', () => {
  test('a deleted site deletes its menus; replayed events change nothing', async () => {
    await t.publishedSite(5, alice.id, 'echo');
    const menu = await t.menu(alice, { name: 'Echo', site: 5 });
    await t.site('deleted', { id: 5, owner: alice.id, slug: 'echo' });
    expect((await t.call('GET', `/api/menus/${menu.id}/`)).status).toBe(404);
    expect(await t.service.app.db('menus.menus').where({ site_id: 5 })).toHaveLength(0);
    // A late update does not bring the site back.
    await t.site('updated', { id: 5, owner: alice.id, slug: 'echo' });
    expect((await t.call('POST', '/api/menus/', { body: { name: 'X', site: 5, location: header } })).status).toBe(404);
  });

  test('a site whose name is longer than the copy keeps is still followed', async () => {
    await t.site('created', { id: 6, owner: alice.id, slug: 'long-named', name: 'L'.repeat(250) });
    expect((await t.call('POST', '/api/menus/', { body: { name: 'Main', site: 6, location: header } })).status).toBe(201);
    expect(await t.service.app.db('menus.sites').where({ id: 6 }).first('name')).toEqual({ name: 'L'.repeat(200) });
  });

  test('the demo site gets a header that gains its pages and a footer, once', async () => {
    await t.site('created', { id: 9, owner: 7, slug: 'demo', demo: true });
    // The About page is published before the home page; the home page still leads the menu.
    await t.page('created', { id: 901, site: 9, owner: 7, siteSlug: 'demo', slug: 'home', title: 'Home', home: true, published: false });
    await t.page('published', { id: 902, site: 9, owner: 7, siteSlug: 'demo', slug: 'about', title: 'About Us' });
    await t.page('published', { id: 901, site: 9, owner: 7, siteSlug: 'demo', slug: 'home', title: 'Home', home: true });
    await t.site('created', { id: 9, owner: 7, slug: 'demo', demo: true });
    const demo = { id: 7, username: 'demo' };
    const menus = (await t.call('GET', '/api/menus/?site=9', { as: demo })).body;
    expect(menus.map((m: { location_slug: string }) => m.location_slug).sort()).toEqual(['footer-primary', 'header-primary']);
    const headerMenu = menus.find((m: { location_slug: string }) => m.location_slug === 'header-primary');
    const items = (await t.call('GET', `/api/items/?menu=${headerMenu.id}`, { as: demo })).body;
    expect(items.map((i: { title: string; url: string }) => [i.title, i.url])).toEqual([
      ['Home', '/demo'],
      ['About Us', '/demo/about'],
    ]);
    const pub = await t.call('GET', '/api/menus/public/demo/footer-primary/', { as: null });
    expect(pub.status).toBe(200);
    const links = (items: { url: string; children: unknown[] }[]): string[] =>
      items.flatMap((i) => [i.url, ...links(i.children as { url: string; children: unknown[] }[])]).filter(Boolean);
    // Every footer link leads to a page the demo site has or to the shop.
    expect(links(pub.body.items).every((url) => ['/demo', '/demo/about'].includes(url) || url.startsWith('/shop/products'))).toBe(true);
    expect(pub.body.items.map((i: { title: string }) => i.title)).toEqual(['Company', 'Shop', 'Get in Touch', 'Follow Us']);
  });
});
