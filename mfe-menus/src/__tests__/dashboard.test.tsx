import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { answer, calls, resetApi } from '@atlas/shell-kit/src/test-support/mock-api';
import { LOCATIONS, SITES, analytics, item, menu } from '../test-support/fixtures';
import { address, openMenus } from '../test-support/open-menus';

jest.mock('@atlas/shell-kit/src/api/client', () => ({
  ...jest.requireActual('@atlas/shell-kit/src/api/client'),
  api: require('@atlas/shell-kit/src/test-support/mock-api').mockApi,
}));

const menusOf = (siteMenus: Record<number, unknown[]>) => (_body: unknown, options: any) => siteMenus[options.query.site] ?? [];

beforeEach(() => {
  resetApi();
  answer('GET', '/builder/sites/', SITES);
  answer('GET', '/locations/', LOCATIONS);
  answer('GET', '/items/', [item(1, 'Home')]);
});

test("no sites: 'No Sites Found' and a button to the sites screen", async () => {
  answer('GET', '/builder/sites/', []);
  openMenus('/dashboard/menus');
  expect(await screen.findByText('No Sites Found')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to Sites' })).toHaveAttribute('href', '/dashboard/sites');
});

test('/dashboard/menus opens the first site and its first menu, in the address', async () => {
  answer('GET', '/menus/', menusOf({ 3: [menu(10, 'Main'), menu(11, 'Footer')] }));
  openMenus('/dashboard/menus');
  expect(await screen.findByRole('tab', { name: 'Builder' })).toHaveAttribute('aria-selected', 'true');
  expect(address.current).toBe('/dashboard/menus/3/10');
  expect(screen.getByLabelText('Site')).toHaveValue('3');
  expect(screen.getByLabelText('Menu')).toHaveValue('10');
});

test('the menu choice names the location once, without nested brackets', async () => {
  answer('GET', '/menus/', menusOf({ 3: [menu(10, 'Main menu')] }));
  openMenus('/dashboard/menus');
  const choice = await screen.findByLabelText('Menu');
  expect(within(choice).getByRole('option', { name: 'Main menu · Header (Primary)' })).toBeInTheDocument();
  expect(choice).not.toHaveTextContent('(Header (Primary))');
});

test('choosing another site or menu changes the address', async () => {
  answer('GET', '/menus/', menusOf({ 3: [menu(10, 'Main'), menu(11, 'Footer')], 4: [menu(20, 'Bakery Main', { site: 4 })] }));
  openMenus('/dashboard/menus/3/10?tab=preview');
  await screen.findByRole('tab', { name: 'Preview' });
  fireEvent.change(screen.getByLabelText('Menu'), { target: { value: '11' } });
  await waitFor(() => expect(address.current).toBe('/dashboard/menus/3/11?tab=preview'));
  fireEvent.change(screen.getByLabelText('Site'), { target: { value: '4' } });
  await waitFor(() => expect(address.current).toBe('/dashboard/menus/4/20'));
  expect(screen.getByLabelText('Menu')).toHaveValue('20');
});

test('the tab lives in the address: ?tab= opens it and choosing a tab writes it', async () => {
  answer('GET', '/menus/', menusOf({ 3: [menu(10, 'Main')] }));
  answer('GET', '/menus/10/analytics/', analytics());
  openMenus('/dashboard/menus/3/10?tab=analytics');
  expect(await screen.findByRole('tab', { name: 'Analytics' })).toHaveAttribute('aria-selected', 'true');
  expect(await screen.findByText('Total clicks')).toBeInTheDocument();

  fireEvent.click(screen.getByRole('tab', { name: 'Preview' }));
  await waitFor(() => expect(address.current).toBe('/dashboard/menus/3/10?tab=preview'));
  expect(screen.getByRole('tab', { name: 'Preview' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('group', { name: 'Device' })).toBeInTheDocument();
});

test('Mega Menu is disabled unless the menu is a mega menu; ?tab=mega-editor falls back to the Builder', async () => {
  answer('GET', '/menus/', menusOf({ 3: [menu(10, 'Main'), menu(12, 'Store', { menu_type: 'mega_menu' })] }));
  answer('GET', '/items/', []);
  openMenus('/dashboard/menus/3/10?tab=mega-editor');
  expect(await screen.findByRole('tab', { name: 'Mega Menu' })).toBeDisabled();
  expect(screen.getByRole('tab', { name: 'Builder' })).toHaveAttribute('aria-selected', 'true');

  fireEvent.change(screen.getByLabelText('Menu'), { target: { value: '12' } });
  expect(await screen.findByRole('tab', { name: 'Mega Menu' })).toBeEnabled();
  expect(screen.getByRole('tab', { name: 'Mega Menu' })).toHaveAttribute('aria-selected', 'true');
  expect(await screen.findByText('No top-level items yet')).toBeInTheDocument();
});

test('a site without menus shows the welcome card with Create Menu and Use Template', async () => {
  answer('GET', '/menus/', []);
  answer('GET', '/templates/', [
    {
      id: 1,
      name: 'Simple Header',
      description: 'Four links',
      category: 'header',
      is_featured: true,
      menu_type: 'standard',
      item_count: 4,
    },
  ]);
  openMenus('/dashboard/menus/4');
  expect(await screen.findByText('Welcome to the Menu Builder')).toBeInTheDocument();
  expect(screen.queryByRole('tab')).toBeNull();

  fireEvent.click(screen.getByRole('button', { name: 'Create Menu' }));
  expect(await screen.findByRole('dialog', { name: 'Create Menu' })).toBeInTheDocument();
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));

  fireEvent.click(screen.getByRole('button', { name: 'Use Template' }));
  const dialog = await screen.findByRole('dialog', { name: 'Choose a Menu Template' });
  expect(await within(dialog).findByText('Simple Header')).toBeInTheDocument();
  expect(calls.some((c) => c.path === '/templates/')).toBe(true);
});

test('an unknown site id says so and offers the first site', async () => {
  answer('GET', '/menus/', []);
  openMenus('/dashboard/menus/99');
  expect(await screen.findByText('Site not found')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Open Acme' })).toHaveAttribute('href', '/dashboard/menus/3');
});

test('says whether the site’s pages show the menu, and where they look for menus', async () => {
  answer('GET', '/builder/sites/', [{ ...SITES[0], is_published: true }, SITES[1]]);
  answer(
    'GET',
    '/menus/',
    menusOf({
      3: [
        menu(10, 'Main'),
        menu(11, 'Sidebar', { location: 6, location_name: 'Sidebar (Left)', location_slug: 'sidebar-left' }),
        menu(12, 'Store header'),
        menu(13, 'Newest header', { is_active: false }),
      ],
      4: [menu(20, 'Bakery Main', { site: 4 })],
    }),
  );
  openMenus('/dashboard/menus/3/12');
  expect(await screen.findByText('Shown at Header (Primary) on the pages of Acme.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'View site' })).toHaveAttribute('href', '/acme');

  fireEvent.change(screen.getByLabelText('Menu'), { target: { value: '10' } });
  expect(
    await screen.findByText('Not on the site’s pages: “Store header” is the newer active menu at Header (Primary).'),
  ).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Menu'), { target: { value: '11' } });
  expect(
    await screen.findByText(
      'The site’s pages do not draw the Sidebar (Left) location; they show the menus at Header (Primary), Footer (Primary) and Social Links.',
    ),
  ).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Menu'), { target: { value: '13' } });
  expect(await screen.findByText('Inactive: the site’s pages do not show it at Header (Primary).')).toBeInTheDocument();

  fireEvent.change(screen.getByLabelText('Site'), { target: { value: '4' } });
  expect(await screen.findByText('Bakery is not published yet: its pages will show this menu at Header (Primary).')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'View site' })).toBeNull();
});
