import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { answer, resetApi } from '@atlas/shell-kit/src/test-support/mock-api';
import { toPublicMenu } from '../preview/public-menu';
import { LOCATIONS, SITES, item, menu } from '../test-support/fixtures';
import { openMenus } from '../test-support/open-menus';

jest.mock('@atlas/shell-kit/src/api/client', () => ({
  ...jest.requireActual('@atlas/shell-kit/src/api/client'),
  api: require('@atlas/shell-kit/src/test-support/mock-api').mockApi,
}));

describe("the owner's items in the public menu's shape", () => {
  const items = [
    item(1, 'Home', { item_type: 'page', page: 8, url: '/acme', sort_order: 0 }),
    item(2, 'Shop', { sort_order: 1, url: '/shop/products', is_mega_menu_item: true, mega_menu_columns: 3 }),
    item(3, 'Apparel', { parent: 2, item_type: 'category', category: 'apparel', url: '', mega_menu_column: 2 }),
    item(4, 'Members', { parent: 2, sort_order: 1, show_to_logged_out_users: false }),
    item(5, 'Old page', { item_type: 'page', page: 99, url: '/acme/old', page_missing: true, sort_order: 2 }),
    item(6, 'Hidden', { is_active: false, sort_order: 3 }),
    item(7, 'Follow', { item_type: 'widget', widget_type: 'social_links', widget_content: [], url: 'ignored', sort_order: 4 }),
    item(8, 'Under hidden', { parent: 6 }),
  ];
  const mega = menu(10, 'Store', { menu_type: 'mega_menu', mega_menu_columns: 3, mega_menu_width: 'full', is_active: false });

  test('active items in order, nested, with hrefs resolved; an inactive menu previews too', () => {
    const shape = toPublicMenu(mega, items);
    expect(shape).toMatchObject({
      id: 10,
      name: 'Store',
      location: 'header-primary',
      menu_type: 'mega_menu',
      mega_menu_columns: 3,
      mega_menu_width: 'full',
      track_clicks: false,
    });
    const summary = (list: typeof shape.items): unknown[] => list.map((entry) => [entry.title, entry.url, summary(entry.children)]);
    expect(summary(shape.items)).toEqual([
      ['Home', '/acme', []],
      ['Shop', '/shop/products', [['Apparel', '/shop/products?category=apparel', []]]],
      ['Follow', '', []],
    ]);
    expect(shape.items[1]).toMatchObject({ is_mega_menu_item: true, mega_menu_columns: 3 });
    expect(shape.items[1].children[0]).toMatchObject({ mega_menu_column: 2 });
  });

  test('a signed-in visitor sees the items meant for signed-in visitors', () => {
    const shop = toPublicMenu(mega, items, 'signed-in').items[1];
    expect(shop.children.map((child) => child.title)).toEqual(['Apparel', 'Members']);
  });
});

describe('the Preview tab', () => {
  beforeEach(() => {
    resetApi();
    answer('GET', '/builder/sites/', SITES);
    answer('GET', '/locations/', LOCATIONS);
    answer('GET', '/menus/', [menu(10, 'Main', { is_active: false })]);
    answer('GET', '/items/', [item(1, 'Home'), item(2, 'Contact', { sort_order: 1 })]);
  });

  test('one device at its size, or all four; an inactive menu is said to be hidden on the site', async () => {
    openMenus('/dashboard/menus/3/10?tab=preview');
    const desktop = await screen.findByTitle('Desktop preview');
    expect(desktop).toHaveAttribute('width', '1200');
    expect(desktop).toHaveAttribute('height', '800');
    expect(screen.getByText('This menu is inactive: the public site does not show it yet.')).toBeInTheDocument();

    const devices = screen.getByRole('group', { name: 'Device' });
    fireEvent.click(within(devices).getByRole('button', { name: 'Mobile' }));
    expect(screen.getByTitle('Mobile preview')).toHaveAttribute('width', '375');
    expect(screen.getByTitle('Mobile preview')).toHaveAttribute('height', '667');
    expect(screen.queryByTitle('Desktop preview')).toBeNull();

    fireEvent.click(within(devices).getByRole('button', { name: 'All devices' }));
    expect(screen.getAllByTitle(/preview$/).map((frame) => `${frame.getAttribute('width')}x${frame.getAttribute('height')}`)).toEqual([
      '1200x800',
      '768x1024',
      '375x667',
      '1440x900',
    ]);
    for (const frame of screen.getAllByTitle(/preview$/) as HTMLIFrameElement[]) {
      await waitFor(() => expect(frame.contentDocument?.body.textContent).toContain('Home'));
    }
  });

  test('the frame draws the public menu component with the menu items', async () => {
    openMenus('/dashboard/menus/3/10?tab=preview');
    const frame = (await screen.findByTitle('Desktop preview')) as HTMLIFrameElement;
    await waitFor(() => expect(frame.contentDocument?.body.textContent).toContain('Contact'));
    const doc = frame.contentDocument!;
    expect(Array.from(doc.querySelectorAll('a')).map((a) => a.getAttribute('href'))).toEqual(expect.arrayContaining(['/home', '/contact']));
    expect(doc.getElementById('menus-preview-css')?.textContent).toContain('atlas-site-menu');
  });

  test('an empty menu has nothing to preview', async () => {
    answer('GET', '/items/', []);
    openMenus('/dashboard/menus/3/10?tab=preview');
    expect(await screen.findByText('Nothing to preview')).toBeInTheDocument();
  });
});
