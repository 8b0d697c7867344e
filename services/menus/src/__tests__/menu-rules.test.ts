import path from 'node:path';
import { moduleImports } from '@atlas/service-kit/testing';
import type { Menu, MenuItem } from '../contract';
import { publicMenu } from '../rules/menu-rules';
import { alice, startMenus, type Harness } from './harness';

// menu-rules.ts is bundled into the menus screens through the contract: whatever it loads at run time
// ships to browsers. It may load the constants (which load nothing) and name the contract's types.
const source = (file: string) => path.join(__dirname, '..', file);

it('the contract loads only the constants and the rules, and the rules only the constants', async () => {
  expect((await moduleImports(source('contract.ts'))).sort()).toEqual(['./constants', './rules/menu-rules']);
  expect(await moduleImports(source('rules/menu-rules.ts'))).toEqual(['../constants']);
  expect(await moduleImports(source('constants.ts'), { typesToo: true })).toEqual([]);
});

const menu = (over: Partial<Menu> = {}) =>
  ({
    id: 10,
    name: 'Header',
    location_slug: 'header-primary',
    menu_type: 'standard',
    css_classes: 'main',
    mega_menu_columns: 4,
    mega_menu_width: 'container',
    track_clicks: true,
    show_to_logged_in_users: true,
    show_to_logged_out_users: true,
    ...over,
  }) as Menu;

const item = (id: number, title: string, over: Partial<MenuItem> = {}) =>
  ({
    id,
    parent: null,
    sort_order: 0,
    title,
    url: `/${title.toLowerCase()}`,
    category: null,
    item_type: 'custom_url',
    target: '_self',
    rel_attributes: '',
    description: '',
    icon_class: '',
    css_classes: '',
    is_active: true,
    is_mega_menu_item: false,
    mega_menu_column: 1,
    mega_menu_columns: 1,
    mega_menu_column_width: 'auto',
    widget_type: null,
    widget_content: null,
    show_to_logged_in_users: true,
    show_to_logged_out_users: true,
    page_missing: false,
    ...over,
  }) as MenuItem;

const outline = (items: ReturnType<typeof publicMenu>['items']): unknown[] =>
  items.map((entry) => (entry.children.length ? [entry.title, entry.url, outline(entry.children)] : [entry.title, entry.url]));

describe('publicMenu', () => {
  test('the menu’s own fields, and its items in order (sort order, then id) whatever order they come in', () => {
    const shape = publicMenu(
      menu(),
      [item(3, 'C', { sort_order: 1 }), item(2, 'B', { sort_order: 1 }), item(1, 'A', { sort_order: 2 })],
      false,
    );
    expect(shape).toMatchObject({ id: 10, name: 'Header', location: 'header-primary', css_classes: 'main', track_clicks: true });
    expect(outline(shape.items)).toEqual([
      ['B', '/b'],
      ['C', '/c'],
      ['A', '/a'],
    ]);
  });

  test('where each kind of item leads', () => {
    const items = [
      item(1, 'Link', { url: 'https://example.com' }),
      item(2, 'About', { item_type: 'page', url: '/alpha/about' }),
      item(3, 'Shoes', { item_type: 'category', category: 'foot wear', url: '' }),
      item(4, 'Buy', { item_type: 'button', url: '/alpha/buy' }),
      item(5, 'Line', { item_type: 'divider', url: '/ignored' }),
      item(6, 'Find', { item_type: 'widget', widget_type: 'search', widget_content: { placeholder: 'Search' }, url: '/ignored' }),
    ].map((entry, index) => ({ ...entry, sort_order: index }));
    const shape = publicMenu(menu(), items, false);
    expect(outline(shape.items)).toEqual([
      ['Link', 'https://example.com'],
      ['About', '/alpha/about'],
      ['Shoes', '/shop/products?category=foot%20wear'],
      ['Buy', '/alpha/buy'],
      ['Line', ''],
      ['Find', ''],
    ]);
    expect(shape.items[5]).toMatchObject({ widget_type: 'search', widget_content: { placeholder: 'Search' } });
  });

  test('leaves out inactive items, items hidden from this visitor and unreachable pages, each with its branch', () => {
    const items = [
      item(1, 'Shop', { sort_order: 0 }),
      item(2, 'Members', { parent: 1, show_to_logged_out_users: false }),
      item(3, 'Deals', { parent: 2 }),
      item(4, 'Off', { sort_order: 1, is_active: false }),
      item(5, 'Under off', { parent: 4 }),
      item(6, 'Gone', { sort_order: 2, item_type: 'page', page_missing: true }),
      item(7, 'Join', { sort_order: 3, show_to_logged_in_users: false }),
    ];
    expect(outline(publicMenu(menu(), items, false).items)).toEqual([
      ['Shop', '/shop'],
      ['Join', '/join'],
    ]);
    expect(outline(publicMenu(menu(), items, true).items)).toEqual([['Shop', '/shop', [['Members', '/members', [['Deals', '/deals']]]]]]);
  });

  test('a menu hidden from this visitor has no items; nesting stops at the depth limit', () => {
    expect(publicMenu(menu({ show_to_logged_out_users: false }), [item(1, 'A')], false).items).toEqual([]);
    const chain = [1, 2, 3, 4, 5, 6].map((id) => item(id, `L${id}`, { parent: id === 1 ? null : id - 1 }));
    let depth = 0;
    for (let level = publicMenu(menu(), chain, false).items; level.length; level = level[0].children) depth += 1;
    expect(depth).toBe(5);
  });
});

describe('the service and the preview', () => {
  let t: Harness;
  beforeAll(async () => {
    t = await startMenus();
  });
  afterAll(() => t.close());

  test("the public answer is the projection of the owner's menu and items, for either visitor", async () => {
    const pages = await t.publishedSite(7, alice.id, 'gamma');
    const built = await t.menu(alice, { name: 'Main', site: 7, menu_type: 'mega_menu', track_clicks: true });
    const shop = await t.item(alice, { menu: built.id, title: 'Shop', url: '/shop/products', is_mega_menu_item: true, sort_order: 1 });
    await t.item(alice, { menu: built.id, title: 'Home', item_type: 'page', page: pages.home, sort_order: 0 });
    await t.item(alice, {
      menu: built.id,
      title: 'Shoes',
      item_type: 'category',
      category: 'footwear',
      parent: shop.id,
      mega_menu_column: 2,
    });
    await t.item(alice, { menu: built.id, title: 'Members', url: '/gamma/members', parent: shop.id, show_to_logged_out_users: false });
    await t.item(alice, { menu: built.id, title: 'Buy', item_type: 'button', page: pages.about, sort_order: 2 });
    await t.item(alice, { menu: built.id, title: 'Off', url: '/off', is_active: false, sort_order: 3 });
    await t.item(alice, { menu: built.id, title: 'Follow', item_type: 'social_links', widget_content: [], sort_order: 4 });

    const owned = (await t.call('GET', `/api/menus/${built.id}/`)).body as Menu;
    const items = (await t.call('GET', `/api/items/?menu=${built.id}`)).body as MenuItem[];
    for (const as of [null, alice]) {
      const answer = await t.call('GET', '/api/menus/public/gamma/header-primary/', { as });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(publicMenu(owned, items, as !== null));
    }
  });
});
