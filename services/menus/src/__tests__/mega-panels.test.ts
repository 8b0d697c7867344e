import { megaPanels } from '../migrations/002-mega-panels';
import { alice, startMenus, type Harness } from './harness';

// Menus built before the screens said a panel is its top entry's dropdown: sub-items marked Mega (or
// put in later columns) under a plain entry. Migration 002 makes those entries the panels they were meant as.

let t: Harness;
beforeAll(async () => {
  t = await startMenus();
  await t.publishedSite(1, alice.id, 'alpha');
});
afterAll(() => t.close());

test('a plain top entry whose sub-items were set up for columns becomes a mega panel; other entries and menus stay', async () => {
  const mega = await t.menu(alice, { site: 1, name: 'Main', menu_type: 'mega_menu', mega_menu_columns: 3 });
  const shop = await t.item(alice, { menu: mega.id, title: 'Shop', url: '/shop' });
  await t.item(alice, { menu: mega.id, parent: shop.id, title: 'Men', is_mega_menu_item: true, mega_menu_column: 1 });
  await t.item(alice, { menu: mega.id, parent: shop.id, title: 'Women', is_mega_menu_item: true, mega_menu_column: 2 });
  const sale = await t.item(alice, { menu: mega.id, title: 'Sale', url: '/sale' });
  await t.item(alice, { menu: mega.id, parent: sale.id, title: 'Outlet', mega_menu_column: 3 });
  const about = await t.item(alice, { menu: mega.id, title: 'About', url: '/about' });
  await t.item(alice, { menu: mega.id, parent: about.id, title: 'Team' });
  const footer = await t.menu(alice, { site: 1, name: 'Footer', location: await t.location('footer-primary') });
  const help = await t.item(alice, { menu: footer.id, title: 'Help', url: '/help' });
  await t.item(alice, { menu: footer.id, parent: help.id, title: 'FAQ', is_mega_menu_item: true });

  await megaPanels.up(t.service.app.db, { schema: 'menus' });

  const entries = async (menuId: number) =>
    Object.fromEntries(
      (await t.call('GET', `/api/items/?menu=${menuId}`)).body
        .filter((item: { parent: number | null }) => item.parent === null)
        .map((item: { title: string; is_mega_menu_item: boolean; mega_menu_columns: number }) => [
          item.title,
          [item.is_mega_menu_item, item.mega_menu_columns],
        ]),
    );
  expect(await entries(mega.id)).toEqual({ Shop: [true, 3], Sale: [true, 3], About: [false, 1] });
  expect(await entries(footer.id)).toEqual({ Help: [false, 1] });

  const served = await t.call('GET', '/api/menus/public/alpha/header-primary/', { as: null });
  expect(served.body.items.find((item: { title: string }) => item.title === 'Shop')).toMatchObject({ is_mega_menu_item: true });
});
