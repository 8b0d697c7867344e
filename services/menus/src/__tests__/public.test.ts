import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { authHeader } from '@atlas/service-kit/testing';
import { alice, bob, startMenus, type Harness } from './harness';
import { createDeps } from '../deps';
import { startSaltRotation, trackClick } from '../operations/clicks';

let t: Harness;
let pages: { home: number; about: number };
beforeAll(async () => {
  t = await startMenus();
  pages = await t.publishedSite(1, alice.id, 'alpha');
});
afterAll(() => t.close());

const visit = (path: string, as: typeof alice | null = null) => t.call('GET', path, { as });
const click = (
  itemId: number,
  visitor = { ip: '203.0.113.7', ua: 'Firefox' },
  page_url: unknown = 'https://alpha.example/alpha/about?ref=mail#x',
) =>
  t.service.app.inject({
    method: 'POST',
    url: `/api/items/${itemId}/track_click/`,
    headers: { 'x-forwarded-for': visitor.ip, 'user-agent': visitor.ua },
    payload: { page_url },
  });

describe('the public menu', () => {
  test('answers the active menu at a location with active, visible items in order and resolved links', async () => {
    const menu = await t.menu(alice, {
      name: 'Header',
      site: 1,
      menu_type: 'mega_menu',
      css_classes: 'main',
      mega_menu_width: 'full',
      track_clicks: true,
    });
    const shop = await t.item(alice, { menu: menu.id, title: 'Shop', url: '/shop/products', is_mega_menu_item: true, sort_order: 1 });
    await t.item(alice, { menu: menu.id, title: 'Home', item_type: 'page', page: pages.home, sort_order: 0 });
    await t.item(alice, {
      menu: menu.id,
      title: 'Shoes',
      item_type: 'category',
      category: 'footwear',
      parent: shop.id,
      mega_menu_column: 2,
      sort_order: 200,
    });
    await t.item(alice, { menu: menu.id, title: 'Members', url: '/alpha/members', show_to_logged_out_users: false, sort_order: 2 });
    await t.item(alice, { menu: menu.id, title: 'Join', url: '/alpha/join', show_to_logged_in_users: false, sort_order: 3 });
    const hidden = await t.item(alice, { menu: menu.id, title: 'Off', url: '/off', is_active: false, sort_order: 4 });
    await t.item(alice, { menu: menu.id, title: 'Under off', url: '/under', parent: hidden.id });
    await t.item(alice, {
      menu: menu.id,
      title: 'Follow',
      item_type: 'social_links',
      widget_content: [{ platform: 'x', url: 'https://x.com/alpha' }],
      sort_order: 5,
    });

    const anonymous = await visit('/api/menus/public/alpha/header-primary/');
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).toMatchObject({
      id: menu.id,
      name: 'Header',
      location: 'header-primary',
      menu_type: 'mega_menu',
      css_classes: 'main',
      mega_menu_columns: 4,
      mega_menu_width: 'full',
      track_clicks: true,
    });
    expect(anonymous.body.items.map((i: { title: string; url: string }) => [i.title, i.url])).toEqual([
      ['Home', '/alpha'],
      ['Shop', '/shop/products'],
      ['Join', '/alpha/join'],
      ['Follow', ''],
    ]);
    expect(anonymous.body.items[1].children[0]).toMatchObject({
      title: 'Shoes',
      url: '/shop/products?category=footwear',
      mega_menu_column: 2,
      children: [],
    });
    expect(anonymous.body.items[3]).toMatchObject({
      item_type: 'social_links',
      widget_type: 'social_links',
      widget_content: [{ platform: 'x', url: 'https://x.com/alpha' }],
    });

    const signedIn = await visit('/api/menus/public/alpha/header-primary/', bob);
    expect(signedIn.body.items.map((i: { title: string }) => i.title)).toEqual(['Home', 'Shop', 'Members', 'Follow']);
    // A token that does not verify is refused rather than treated as anonymous.
    expect(
      (await t.call('GET', '/api/menus/public/alpha/header-primary/', { as: null, headers: { authorization: 'Bearer nope' } })).status,
    ).toBe(401);
  });

  test('a menu hidden from this visitor answers no items; a change shows at once', async () => {
    const menu = await t.menu(alice, {
      name: 'Side',
      site: 1,
      location: await t.location('sidebar-left'),
      show_to_logged_out_users: false,
    });
    await t.item(alice, { menu: menu.id, title: 'Account', url: '/account' });
    expect((await visit('/api/menus/public/alpha/sidebar-left/')).body.items).toEqual([]);
    expect((await visit('/api/menus/public/alpha/sidebar-left/', bob)).body.items).toHaveLength(1);
    await t.call('PUT', `/api/menus/${menu.id}/`, { body: { show_to_logged_out_users: true } });
    expect((await visit('/api/menus/public/alpha/sidebar-left/')).body.items).toHaveLength(1);
    await t.item(alice, { menu: menu.id, title: 'Orders', url: '/orders' });
    expect((await visit('/api/menus/public/alpha/sidebar-left/')).body.items).toHaveLength(2);
  });

  test('404 Menu not found for an unknown site or location, an inactive menu and an unpublished site', async () => {
    const menu = await t.menu(alice, { name: 'Footer', site: 1, location: await t.location('footer-secondary') });
    expect((await visit('/api/menus/public/alpha/footer-secondary/')).status).toBe(200);
    await t.call('PUT', `/api/menus/${menu.id}/`, { body: { is_active: false } });
    for (const path of [
      '/api/menus/public/alpha/footer-secondary/',
      '/api/menus/public/nowhere/header-primary/',
      '/api/menus/public/alpha/attic/',
      '/api/menus/public/alpha/breadcrumb/',
    ]) {
      const res = await visit(path);
      expect([path, res.status, res.body]).toEqual([path, 404, expect.objectContaining({ detail: 'Menu not found' })]);
    }
    await t.site('unpublished', { id: 1, owner: alice.id, slug: 'alpha', published: false });
    expect((await visit('/api/menus/public/alpha/header-primary/')).status).toBe(404);
    await t.site('published', { id: 1, owner: alice.id, slug: 'alpha', published: true });
    expect((await visit('/api/menus/public/alpha/header-primary/')).status).toBe(200);
  });

  test('a page item whose page is unpublished is left out', async () => {
    await t.page('unpublished', { id: pages.about, site: 1, owner: alice.id, siteSlug: 'alpha', slug: 'about', published: false });
    const menu = await t.menu(alice, { name: 'Pages', site: 1, location: await t.location('header-secondary') });
    await t.item(alice, { menu: menu.id, title: 'About', item_type: 'page', page: pages.about });
    expect((await visit('/api/menus/public/alpha/header-secondary/')).body.items).toEqual([]);
    await t.page('published', { id: pages.about, site: 1, owner: alice.id, siteSlug: 'alpha', slug: 'about' });
    expect((await visit('/api/menus/public/alpha/header-secondary/')).body.items).toHaveLength(1);
  });

  test('a 200-item mega menu is answered in one piece', async () => {
    await t.publishedSite(8, alice.id, 'big');
    const menu = await t.menu(alice, { name: 'Big', site: 8, menu_type: 'mega_menu', mega_menu_columns: 4 });
    const db = t.service.app.db;
    const tops = await db('menus.items')
      .insert(
        Array.from({ length: 8 }, (_, i) => ({ menu_id: menu.id, title: `Top ${i}`, url: '/t', is_mega_menu_item: true, sort_order: i })),
      )
      .returning('id');
    await db('menus.items').insert(
      tops.flatMap(({ id }: { id: number }, i: number) =>
        Array.from({ length: 24 }, (_, j) => ({
          menu_id: menu.id,
          parent_id: id,
          title: `Link ${i}.${j}`,
          item_type: 'category',
          category: `c-${j}`,
          mega_menu_column: (j % 4) + 1,
          sort_order: 100 * ((j % 4) + 1) + j,
        })),
      ),
    );
    const started = Date.now();
    const res = await visit('/api/menus/public/big/header-primary/');
    const elapsed = Date.now() - started;
    expect(res.status).toBe(200);
    expect(res.body.items).toHaveLength(8);
    expect(res.body.items.reduce((n: number, i: { children: unknown[] }) => n + i.children.length, 0)).toBe(192);
    expect(elapsed).toBeLessThan(2000);
  });
  test('is sent compressed as the browser accepts it, with an ETag; a repeat costs a 304 and a change a new tag', async () => {
    await t.publishedSite(9, alice.id, 'etags');
    const menu = await t.menu(alice, { name: 'Tagged', site: 9 });
    await t.item(alice, { menu: menu.id, title: 'First', url: '/first' });
    const get = (headers: Record<string, string>) =>
      t.service.app.inject({ method: 'GET', url: '/api/menus/public/etags/header-primary/', headers });
    const br = await get({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString()).items.map((i: { title: string }) => i.title)).toEqual(['First']);
    const gzip = await get({ 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(JSON.parse(brotliDecompressSync(br.rawPayload).toString()));
    const plain = await get({});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().items).toHaveLength(1);
    expect(new Set([br.headers.etag, gzip.headers.etag, plain.headers.etag]).size).toBe(3);

    const repeat = await get({ 'accept-encoding': 'gzip, deflate, br', 'if-none-match': String(br.headers.etag) });
    expect(repeat.statusCode).toBe(304);
    expect(repeat.rawPayload.length).toBe(0);

    await t.item(alice, { menu: menu.id, title: 'Second', url: '/second' });
    const changed = await get({ 'accept-encoding': 'gzip, deflate, br', 'if-none-match': String(br.headers.etag) });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(br.headers.etag);
    expect(JSON.parse(brotliDecompressSync(changed.rawPayload).toString()).items).toHaveLength(2);
  });
});

describe('click tracking and analytics', () => {
  let menuId: number;
  let items: { id: number }[];
  beforeAll(async () => {
    await t.publishedSite(3, alice.id, 'clicky');
    const menu = await t.menu(alice, { name: 'Tracked', site: 3, track_clicks: true });
    menuId = menu.id;
    items = [
      await t.item(alice, { menu: menu.id, title: 'First' }),
      await t.item(alice, { menu: menu.id, title: 'Second' }),
      await t.item(alice, { menu: menu.id, title: 'Third' }),
    ];
  });

  test('counts clicks without a token and keeps only the page path and a hash of the visitor', async () => {
    const res = await click(items[0].id);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['set-cookie']).toBeUndefined();
    const [row] = await t.service.app.db('menus.clicks').where({ item_id: items[0].id });
    expect(row.page_url).toBe('/alpha/about');
    expect(row.visitor).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain('203.0.113.7');
    const [event] = await t.outbox('menus.item.clicked');
    expect(event).toMatchObject({
      key: '3',
      payload: { menu_id: menuId, item_id: items[0].id, site_id: 3, site_slug: 'clicky', page_url: '/alpha/about', visitor: row.visitor },
    });
    expect((await t.call('GET', `/api/items/${items[0].id}/`)).body.click_count).toBe(1);
  });

  test('ignores clicks on menus that do not track them; 404 for unknown items; bad bodies are 400', async () => {
    const quiet = await t.menu(alice, { name: 'Quiet', site: 3 });
    const item = await t.item(alice, { menu: quiet.id, title: 'Q' });
    expect((await click(item.id)).json()).toEqual({ status: 'ignored' });
    expect(await t.service.app.db('menus.clicks').where({ item_id: item.id })).toHaveLength(0);
    expect((await click(999999)).json()).toMatchObject({ detail: 'Menu item not found' });
    expect((await click(999999)).statusCode).toBe(404);
    expect((await click(items[0].id, undefined, { nested: true })).statusCode).toBe(400);
    expect((await t.service.app.inject({ method: 'POST', url: '/api/items/abc/track_click/', payload: {} })).statusCode).toBe(400);
    // A beacon sent as a plain string is read as JSON.
    const beacon = (payload: string) =>
      t.service.app.inject({
        method: 'POST',
        url: `/api/items/${items[1].id}/track_click/`,
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        payload,
      });
    expect((await beacon('{"page_url":"/clicky"}')).json()).toEqual({ status: 'ok' });
    expect((await beacon('{"page_url":')).statusCode).toBe(400);
  });

  test('a visitor counts at most 30 clicks a minute, even when they race', async () => {
    const visitor = { ip: '198.51.100.9', ua: 'Script' };
    // The limit is per calendar minute: start well inside one.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 50_000) await new Promise((resolve) => setTimeout(resolve, 60_500 - intoMinute));
    const results = await Promise.all(Array.from({ length: 45 }, () => click(items[2].id, visitor)));
    const statuses = results.map((r) => r.json().status);
    expect(statuses.filter((s) => s === 'ok')).toHaveLength(30);
    expect(statuses.filter((s) => s === 'ignored')).toHaveLength(15);
    // Someone else is not held back by that visitor.
    expect((await click(items[2].id, { ip: '198.51.100.10', ua: 'Script' })).json().status).toBe('ok');
  });

  test('analytics: totals, unique visitors, top items and one entry per day', async () => {
    const deps = createDeps(t.service.app);
    const menu = await t.menu(alice, { name: 'Counted', site: 3, track_clicks: true });
    const [a, b] = [await t.item(alice, { menu: menu.id, title: 'A' }), await t.item(alice, { menu: menu.id, title: 'B' })];
    const now = new Date();
    const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);
    const ann = { ip: '192.0.2.1', userAgent: 'Ann' };
    const ben = { ip: '192.0.2.2', userAgent: 'Ben' };
    await trackClick(deps, a.id, '/x', ann, daysAgo(40));
    await trackClick(deps, a.id, '/x', ann, daysAgo(2));
    await trackClick(deps, b.id, '/x', ben, daysAgo(2));
    await trackClick(deps, a.id, '/x', ann, now);
    await trackClick(deps, a.id, '/x', ann, now);
    await trackClick(deps, b.id, '/x', ben, now);
    // Old salts are gone once a new day's exists: yesterday's hashes cannot be recomputed.
    expect(await t.service.app.db('menus.visitor_salts').select('day')).toHaveLength(1);

    const res = await t.call('GET', `/api/menus/${menu.id}/analytics/?days=7`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ days: 7, total_clicks: 5, unique_users: 4 });
    expect(res.body.top_items).toEqual([
      { menu_item__id: a.id, menu_item__title: 'A', click_count: 3 },
      { menu_item__id: b.id, menu_item__title: 'B', click_count: 2 },
    ]);
    expect(res.body.clicks_by_date).toHaveLength(7);
    expect(res.body.clicks_by_date.at(-1)).toEqual({ date: now.toISOString().slice(0, 10), clicks: 3 });
    expect(res.body.clicks_by_date.at(-3)).toEqual({ date: daysAgo(2).toISOString().slice(0, 10), clicks: 2 });
    expect(res.body.clicks_by_date.reduce((n: number, d: { clicks: number }) => n + d.clicks, 0)).toBe(5);

    const month = (await t.call('GET', `/api/menus/${menu.id}/analytics/`)).body;
    expect(month).toMatchObject({ days: 30, total_clicks: 5 });
    expect(month.clicks_by_date).toHaveLength(30);
    expect((await t.call('GET', `/api/menus/${menu.id}/analytics/?days=90`)).body.total_clicks).toBe(6);
    expect((await t.call('GET', `/api/menus/${menu.id}/analytics/?days=365`)).body.clicks_by_date).toHaveLength(365);
    expect((await t.call('GET', `/api/menus/${menu.id}/analytics/?days=14`)).body.detail).toBe('days must be one of 7, 30, 90, 365');
    expect((await t.call('GET', `/api/menus/${menu.id}/analytics/`, { as: bob })).status).toBe(404);
    expect(
      (await t.service.app.inject({ method: 'GET', url: `/api/menus/${menu.id}/analytics/`, headers: authHeader(alice) })).statusCode,
    ).toBe(200);
  });

  test('old salts are dropped on a day without clicks too', async () => {
    const db = t.service.app.db;
    await db('menus.visitor_salts').insert({ day: '2020-01-01', salt: 'x'.repeat(64) });
    const stop = startSaltRotation(createDeps(t.service.app), { error: () => undefined }, 60_000);
    for (let waited = 0; waited < 2000 && (await db('menus.visitor_salts').where({ day: '2020-01-01' })).length; waited += 50)
      await new Promise((resolve) => setTimeout(resolve, 50));
    stop();
    expect(await db('menus.visitor_salts').where({ day: '2020-01-01' })).toHaveLength(0);
  });
});
