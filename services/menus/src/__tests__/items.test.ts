import { alice, bob, startMenus, type Harness } from './harness';

let t: Harness;
let menu: { id: number };
let pages: { home: number; about: number };
beforeAll(async () => {
  t = await startMenus();
  pages = await t.publishedSite(1, alice.id, 'alpha');
  await t.publishedSite(2, bob.id, 'bravo');
  menu = await t.menu(alice, { name: 'Main', site: 1 });
});
afterAll(() => t.close());

const post = (body: Record<string, unknown>) => t.call('POST', '/api/items/', { body: { menu: menu.id, ...body } });

describe('item rules', () => {
  test.each([
    [{ url: '/x' }, 'Title is required'],
    [{ title: '  ', url: '/x' }, 'Title is required'],
    [{ title: 'A', item_type: 'custom_url' }, 'URL is required for a custom link'],
    [{ title: 'A', url: 'javascript:alert(1)' }, 'Enter a valid URL'],
    [{ title: 'A', url: '//evil.example/' }, 'Enter a valid URL'],
    [{ title: 'A', url: 'https://' }, 'Enter a valid URL'],
    [{ title: 'A', url: 'not a url' }, 'Enter a valid URL'],
    [{ title: 'A', item_type: 'page' }, 'Page is required for a page item'],
    [{ title: 'A', item_type: 'page', page: 201 }, "page must be a page of this menu's site"],
    [{ title: 'A', item_type: 'page', page: 5555 }, "page must be a page of this menu's site"],
    [{ title: 'A', item_type: 'category' }, 'Category is required for a category item'],
    [{ title: 'A', item_type: 'category', category: '' }, 'Category is required for a category item'],
    [{ title: 'A', item_type: 'category', category: 'Not A Slug' }, 'category must be a shop category slug'],
    [{ title: 'A', item_type: 'button' }, 'A button needs a URL or a page'],
    [{ title: 'A', item_type: 'widget' }, 'widget_type is required for a widget item'],
    [{ title: 'A', item_type: 'widget', widget_type: 'weather' }, 'widget_type must be one of'],
    [{ title: 'A', item_type: 'teleport' }, 'must be one of custom_url, page'],
    [{ title: 'A', url: '/x', target: '_new' }, 'must be one of _self, _blank, _parent, _top'],
    [{ title: 'A', url: '/x', mega_menu_column_width: '1/5' }, 'must be one of auto, 1/4'],
    [{ title: 'A', url: '/x', mega_menu_column: 5 }, "mega_menu_column must be from 1 to 4 (the menu's number of columns)"],
    [{ title: 'A', url: '/x', mega_menu_column: 7 }, 'mega_menu_column must be a whole number from 1 to 6'],
    [{ title: 'A', url: '/x', parent: 99999 }, 'parent must be an item of the same menu'],
    [{ title: 'A', url: '/x', sort_order: -1 }, 'sort_order must be a whole number from 0 to 1000000'],
  ])('refuses %j', async (body, detail) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(res.body.detail).toContain(detail);
  });

  test('a menu is required and must be the caller’s', async () => {
    expect((await t.call('POST', '/api/items/', { body: { title: 'A', url: '/x' } })).body.detail).toBe('menu is required (a menu id)');
    const other = await t.menu(bob, { name: 'B', site: 2 });
    expect(await t.call('POST', '/api/items/', { body: { menu: other.id, title: 'A', url: '/x' } })).toMatchObject({
      status: 404,
      body: { detail: 'Menu not found' },
    });
  });

  test('accepts every item type and answers where each leads', async () => {
    const made = [
      await post({ title: 'Ext', url: 'https://example.com/a?b=1', target: '_blank', rel_attributes: 'noopener' }),
      await post({ title: 'Local', url: '/alpha/contact' }),
      await post({ title: 'About', item_type: 'page', page: pages.about }),
      await post({ title: 'Home', item_type: 'page', page: pages.home }),
      await post({ title: 'Shoes', item_type: 'category', category: 'footwear' }),
      await post({ title: '—', item_type: 'divider', url: 'https://ignored.example/' }),
      await post({ title: 'Heading', item_type: 'text' }),
      await post({ title: 'Find', item_type: 'search' }),
      await post({ title: 'Buy', item_type: 'button', url: '/shop/products', css_classes: 'cta' }),
      await post({ title: 'Social', item_type: 'social_links', widget_content: [{ platform: 'x', url: 'https://x.com/a' }] }),
      await post({ title: 'News', item_type: 'widget', widget_type: 'newsletter' }),
    ];
    expect(made.map((r) => r.status)).toEqual(made.map(() => 201));
    expect(made.map((r) => [r.body.item_type, r.body.url])).toEqual([
      ['custom_url', 'https://example.com/a?b=1'],
      ['custom_url', '/alpha/contact'],
      ['page', '/alpha/about'],
      ['page', '/alpha'],
      ['category', '/shop/products?category=footwear'],
      ['divider', ''],
      ['text', ''],
      ['search', ''],
      ['button', '/shop/products'],
      ['social_links', ''],
      ['widget', ''],
    ]);
    expect(made[2].body).toMatchObject({ page: pages.about, page_title: 'About', page_missing: false });
    expect(made[7].body).toMatchObject({ widget_type: 'search', widget_content: { placeholder: 'Search…' } });
    expect(made[9].body.widget_content).toEqual([{ platform: 'x', url: 'https://x.com/a', title: 'x', icon: '' }]);
    expect(made[10].body.widget_content).toEqual({ title: 'Newsletter', button_text: 'Subscribe', placeholder: 'Your email' });
    // New items go to the end of their list.
    const orders = made.map((r) => r.body.sort_order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });
});

describe('widgets', () => {
  const widget = (widget_type: string, widget_content: unknown) => post({ title: 'W', item_type: 'widget', widget_type, widget_content });

  test('social links need http(s) addresses and a platform', async () => {
    expect((await widget('social_links', { platform: 'x' })).body.detail).toContain('must be a list');
    expect((await widget('social_links', [{ platform: 'x', url: 'javascript:alert(1)' }])).body.detail).toBe(
      'Social link 1: url must be an http:// or https:// address',
    );
    expect((await widget('social_links', [{ url: 'https://x.com' }])).body.detail).toBe('Social link 1: platform is required');
    expect((await widget('social_links', ['x'])).body.detail).toContain('Social link 1 must be an object');
    const ok = await widget('social_links', [
      { platform: 'facebook', url: 'https://facebook.com/a', title: 'FB', icon: 'fab fa-facebook', extra: 1 },
    ]);
    expect(ok.body.widget_content).toEqual([{ platform: 'facebook', url: 'https://facebook.com/a', title: 'FB', icon: 'fab fa-facebook' }]);
  });

  test('contact info keeps phone, email and address and checks them', async () => {
    expect((await widget('contact_info', 'call us')).body.detail).toContain('must be an object with phone, email and address');
    expect((await widget('contact_info', { email: 'nope' })).body.detail).toBe('Contact info: email is not a valid address');
    expect((await widget('contact_info', { phone: '<script>' })).body.detail).toContain('phone may hold digits');
    const ok = await widget('contact_info', { phone: '+1 555 0100', email: 'a@b.co', address: '1 Main St', secret: 'x' });
    expect(ok.body.widget_content).toEqual({ phone: '+1 555 0100', email: 'a@b.co', address: '1 Main St' });
  });

  test('custom HTML is sanitized', async () => {
    const res = await widget('custom_html', {
      html: '<p onclick="x()">Hi <a href="javascript:alert(1)">x</a><script>alert(1)</script><strong>there</strong></p>',
    });
    expect(res.status).toBe(201);
    const html = res.body.widget_content.html as string;
    expect(html).toContain('<strong>there</strong>');
    expect(html).not.toMatch(/script|onclick|javascript:/);
    expect((await widget('custom_html', null)).body.detail).toContain('must be an object with html');
  });

  test('recent posts and newsletter take small settings', async () => {
    expect((await widget('recent_posts', { count: 50 })).body.detail).toBe('Recent posts: count must be a whole number from 1 to 20');
    expect((await widget('recent_posts', { count: 3, title: 'Latest' })).body.widget_content).toEqual({ title: 'Latest', count: 3 });
    expect((await widget('newsletter', { title: 1 })).body.detail).toBe('Newsletter: title must be text');
  });
});

describe('nesting and editing', () => {
  test('refuses cycles and a parent in another menu; lifts children when a parent is deleted', async () => {
    const m = await t.menu(alice, { name: 'Tree', site: 1 });
    const other = await t.menu(alice, { name: 'Other', site: 1 });
    const a = await t.item(alice, { menu: m.id, title: 'A' });
    const b = await t.item(alice, { menu: m.id, title: 'B', parent: a.id });
    const c = await t.item(alice, { menu: m.id, title: 'C', parent: b.id });
    const elsewhere = await t.item(alice, { menu: other.id, title: 'X' });

    expect((await t.call('PUT', `/api/items/${a.id}/`, { body: { parent: c.id } })).body.detail).toBe(
      `Item ${a.id} cannot be placed inside itself or one of its own children`,
    );
    expect((await t.call('PUT', `/api/items/${a.id}/`, { body: { parent: a.id } })).status).toBe(400);
    expect((await t.call('PUT', `/api/items/${a.id}/`, { body: { parent: elsewhere.id } })).body.detail).toBe(
      'parent must be an item of the same menu',
    );
    expect((await t.call('PUT', `/api/items/${a.id}/`, { body: { menu: other.id } })).body.detail).toBe(
      'An item cannot move to another menu',
    );

    const d = await t.item(alice, { menu: m.id, title: 'D', parent: c.id });
    const e = await t.item(alice, { menu: m.id, title: 'E', parent: d.id });
    expect((await t.call('POST', '/api/items/', { body: { menu: m.id, title: 'F', url: '/f', parent: e.id } })).body.detail).toBe(
      'Menus nest at most 5 levels deep',
    );

    expect((await t.call('DELETE', `/api/items/${b.id}/`)).status).toBe(204);
    const flat = (await t.call('GET', `/api/items/?menu=${m.id}`)).body;
    expect(flat.find((i: { id: number }) => i.id === c.id).parent).toBe(a.id);
    expect(flat).toHaveLength(4);
  });

  test('PUT keeps the fields left out and changes type cleanly', async () => {
    const item = await t.item(alice, { menu: menu.id, title: 'Was link', url: '/old', description: 'keep me' });
    const res = await t.call('PUT', `/api/items/${item.id}/`, { body: { title: 'Now page', item_type: 'page', page: pages.about } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: 'Now page',
      item_type: 'page',
      url: '/alpha/about',
      description: 'keep me',
      page: pages.about,
    });
    const back = await t.call('PUT', `/api/items/${item.id}/`, { body: { item_type: 'custom_url', url: 'https://example.org/' } });
    expect(back.body).toMatchObject({ page: null, url: 'https://example.org/' });
    expect((await t.call('PUT', `/api/items/${item.id}/`, { body: { title: null } })).body.detail).toBe('Title is required');
    const social = await t.item(alice, {
      menu: menu.id,
      title: 'Follow',
      item_type: 'social_links',
      widget_content: [{ platform: 'x', url: 'https://x.com/a' }],
    });
    const renamed = await t.call('PUT', `/api/items/${social.id}/`, { body: { title: 'Follow us' } });
    expect(renamed.body).toMatchObject({
      title: 'Follow us',
      widget_content: [{ platform: 'x', url: 'https://x.com/a', title: 'x', icon: '' }],
    });
    expect((await t.call('GET', `/api/items/${item.id}/`, { as: bob })).status).toBe(404);
    expect((await t.call('DELETE', `/api/items/${item.id}/`, { as: bob })).body.detail).toBe('Menu item not found');
  });

  test('the first column of a mega panel takes at most ten plain items', async () => {
    const mega = await t.menu(alice, { name: 'Mega', site: 1, menu_type: 'mega_menu' });
    const top = await t.item(alice, { menu: mega.id, title: 'Shop', is_mega_menu_item: true });
    for (let i = 0; i < 10; i++)
      await t.item(alice, { menu: mega.id, title: `L${i}`, parent: top.id, mega_menu_column: 1, sort_order: 100 + i });
    const eleventh = await t.call('POST', '/api/items/', {
      body: { menu: mega.id, title: 'L10', url: '/x', parent: top.id, mega_menu_column: 1 },
    });
    expect(eleventh.body.detail).toBe('The first column takes at most 10 items that are not mega menu items');
    expect(
      (
        await t.call('POST', '/api/items/', {
          body: { menu: mega.id, title: 'C2', url: '/x', parent: top.id, mega_menu_column: 2, sort_order: 200 },
        })
      ).status,
    ).toBe(201);
  });

  test('a menu holds at most 500 items, even when creations race', async () => {
    const full = await t.menu(alice, { name: 'Full', site: 1 });
    await t.service.app
      .db('menus.items')
      .insert(Array.from({ length: 495 }, (_, i) => ({ menu_id: full.id, title: `I${i}`, url: '/i', sort_order: i })));
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => t.call('POST', '/api/items/', { body: { menu: full.id, title: `Race ${i}`, url: '/r' } })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(5);
    expect(results.filter((r) => r.status === 400).every((r) => r.body.detail === 'A menu holds at most 500 items')).toBe(true);
    expect((await t.call('GET', `/api/menus/${full.id}/`)).body.item_count).toBe(500);
  });

  test('item changes are announced with the menu’s site and location', async () => {
    const before = (await t.outbox('menus.item.changed')).length;
    await t.item(alice, { menu: menu.id, title: 'Announce' });
    const events = await t.outbox('menus.item.changed');
    expect(events).toHaveLength(before + 1);
    expect(events.at(-1)).toMatchObject({
      key: '1',
      payload: { menu_id: menu.id, site_id: 1, site_slug: 'alpha', owner_id: alice.id, location: 'header-primary' },
    });
  });
});

describe('pages from the sites events', () => {
  test('a renamed page moves its items; a deleted page flags them and hides them from visitors', async () => {
    await t.publishedSite(3, alice.id, 'charlie');
    const m = await t.menu(alice, { name: 'Pages', site: 3 });
    const item = await t.item(alice, { menu: m.id, title: 'About', item_type: 'page', page: 302 });
    expect(item.url).toBe('/charlie/about');

    await t.page('updated', { id: 302, site: 3, owner: alice.id, siteSlug: 'charlie', slug: 'about-us', title: 'About us' });
    const renamed = (await t.call('GET', `/api/items/${item.id}/`)).body;
    expect(renamed).toMatchObject({ url: '/charlie/about-us', page_title: 'About us', page_missing: false });
    let pub = (await t.call('GET', '/api/menus/public/charlie/header-primary/', { as: null })).body;
    expect(pub.items.map((i: { url: string }) => i.url)).toEqual(['/charlie/about-us']);

    await t.page('deleted', { id: 302, site: 3, owner: alice.id, siteSlug: 'charlie', slug: 'about-us' });
    const gone = (await t.call('GET', `/api/items/${item.id}/`)).body;
    expect(gone).toMatchObject({ page: 302, page_missing: true, url: '' });
    pub = (await t.call('GET', '/api/menus/public/charlie/header-primary/', { as: null })).body;
    expect(pub.items).toEqual([]);
    // A late update of the deleted page does not revive it, and a new item cannot link it.
    await t.page('updated', { id: 302, site: 3, owner: alice.id, siteSlug: 'charlie', slug: 'about-us' });
    expect((await t.call('GET', `/api/items/${item.id}/`)).body.page_missing).toBe(true);
    expect((await t.call('POST', '/api/items/', { body: { menu: m.id, title: 'x', item_type: 'page', page: 302 } })).status).toBe(400);
    // Renames and deletions were announced so cached public pages are redrawn.
    expect((await t.outbox('menus.item.changed')).filter((e) => e.payload.menu_id === m.id).length).toBe(3);
  });

  test('auto_add_pages menus gain each published page once', async () => {
    await t.publishedSite(4, alice.id, 'delta');
    const auto = await t.menu(alice, { name: 'Auto', site: 4, auto_add_pages: true });
    const manual = await t.menu(alice, { name: 'Manual', site: 4 });
    const page = { id: 410, site: 4, owner: alice.id, siteSlug: 'delta', slug: 'news', title: 'News' };
    await t.page('created', { ...page, published: false });
    expect((await t.call('GET', `/api/items/?menu=${auto.id}`)).body).toHaveLength(0);
    await t.page('published', page);
    await t.page('published', page);
    await t.page('unpublished', { ...page, published: false });
    await t.page('published', page);
    const items = (await t.call('GET', `/api/items/?menu=${auto.id}`)).body;
    expect(items.map((i: { title: string; url: string; page: number }) => [i.title, i.url, i.page])).toEqual([
      ['News', '/delta/news', 410],
    ]);
    expect((await t.call('GET', `/api/items/?menu=${manual.id}`)).body).toHaveLength(0);
  });
});
