import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@atlas/shell-kit';
import { answer, calls, resetApi } from '@atlas/shell-kit/src/test-support/mock-api';
import { LOCATIONS, SITES, item, menu } from '../test-support/fixtures';
import { address, openMenus } from '../test-support/open-menus';

jest.mock('@atlas/shell-kit/src/api/client', () => ({
  ...jest.requireActual('@atlas/shell-kit/src/api/client'),
  api: require('@atlas/shell-kit/src/test-support/mock-api').mockApi,
}));

let menus: ReturnType<typeof menu>[];
const sent = (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path).map((c) => c.body);

beforeEach(() => {
  resetApi();
  menus = [menu(10, 'Main', { item_count: 1 })];
  answer('GET', '/builder/sites/', SITES);
  answer('GET', '/locations/', LOCATIONS);
  answer('GET', '/menus/', () => menus);
  answer('GET', '/items/', [item(1, 'Home')]);
});

test('Create Menu asks for a name and a location, then opens the new menu', async () => {
  answer('POST', '/menus/', (body: any) => {
    const created = menu(15, body.name, { location: body.location, location_name: 'Footer (Primary)' });
    menus = [...menus, created];
    return created;
  });
  openMenus('/dashboard/menus/3/10');
  fireEvent.click(await screen.findByRole('button', { name: 'Create Menu' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create Menu' });
  expect(within(dialog).getByLabelText(/^Name/)).toHaveFocus();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Create Menu' }));
  expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
  expect(within(dialog).getByText('Location is required')).toBeInTheDocument();
  expect(sent('POST', '/menus/')).toEqual([]);

  fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: '  Footer links ' } });
  expect(within(dialog).queryByText('Name is required')).toBeNull();
  await within(dialog).findByRole('option', { name: 'Footer (Primary)' });
  fireEvent.change(within(dialog).getByLabelText(/^Location/), { target: { value: '3' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Create Menu' }));

  await waitFor(() => expect(address.current).toBe('/dashboard/menus/3/15'));
  expect(sent('POST', '/menus/')).toEqual([expect.objectContaining({ site: 3, name: 'Footer links', location: 3, menu_type: 'standard' })]);
  expect(screen.queryByRole('dialog')).toBeNull();
});

test("the server's refusal shows in the menu form", async () => {
  answer('POST', '/menus/', () => {
    throw new ApiError(400, 'Bad Request', { detail: 'Mega menu columns must be a whole number from 1 to 6' });
  });
  openMenus('/dashboard/menus/3/10');
  fireEvent.click(await screen.findByRole('button', { name: 'Create Menu' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Top' } });
  await within(dialog).findByRole('option', { name: 'Header (Primary)' });
  fireEvent.change(within(dialog).getByLabelText(/^Location/), { target: { value: '1' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Create Menu' }));
  expect(await within(dialog).findByText('Mega menu columns must be a whole number from 1 to 6')).toBeInTheDocument();
});

test('Edit Menu PUTs the changed fields and the new type enables the Mega Menu tab', async () => {
  answer('PUT', '/menus/10/', (body: any) => {
    menus = [menu(10, body.name, { ...body })];
    return menus[0];
  });
  openMenus('/dashboard/menus/3/10');
  fireEvent.click(await screen.findByRole('button', { name: 'Edit Menu' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Menu' });
  expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Main');
  fireEvent.change(within(dialog).getByLabelText('Menu type'), { target: { value: 'mega_menu' } });
  fireEvent.change(within(dialog).getByLabelText('Columns'), { target: { value: '9' } });
  expect(within(dialog).getByLabelText('Columns')).toHaveValue(6);
  fireEvent.click(within(dialog).getByLabelText('Track clicks'));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save Menu' }));
  await waitFor(() => expect(screen.getByRole('tab', { name: 'Mega Menu' })).toBeEnabled());
  expect(sent('PUT', '/menus/10/')).toEqual([
    expect.objectContaining({ name: 'Main', menu_type: 'mega_menu', mega_menu_columns: 6, track_clicks: false, location: 1 }),
  ]);
});

test("Delete asks 'Are you sure you want to delete this menu?' and deletes only when confirmed", async () => {
  menus = [menu(10, 'Main'), menu(11, 'Footer')];
  answer('DELETE', '/menus/10/', () => {
    menus = menus.filter((m) => m.id !== 10);
    return null;
  });
  openMenus('/dashboard/menus/3/10');
  fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
  let dialog = await screen.findByRole('dialog', { name: 'Delete Menu' });
  expect(within(dialog).getByText('Are you sure you want to delete this menu?')).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(sent('DELETE', '/menus/10/')).toEqual([]);

  fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
  dialog = await screen.findByRole('dialog', { name: 'Delete Menu' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(address.current).toBe('/dashboard/menus/3/11'));
  expect(sent('DELETE', '/menus/10/')).toHaveLength(1);
});

test('Duplicate opens the copy', async () => {
  answer('POST', '/menus/10/duplicate/', () => {
    const copy = menu(16, 'Main (Copy)');
    menus = [...menus, copy];
    return copy;
  });
  openMenus('/dashboard/menus/3/10');
  fireEvent.click(await screen.findByRole('button', { name: 'Duplicate' }));
  await waitFor(() => expect(address.current).toBe('/dashboard/menus/3/16'));
  expect(await screen.findByText('Created Main (Copy)')).toBeInTheDocument();
});

test('Use Template applies the chosen template at a location under a name', async () => {
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
    {
      id: 3,
      name: 'Store Mega Menu',
      description: 'Columns',
      category: 'ecommerce',
      is_featured: true,
      menu_type: 'mega_menu',
      item_count: 12,
    },
  ]);
  answer('POST', '/templates/3/apply_template/', (body: any) => {
    const created = menu(17, body.name, { menu_type: 'mega_menu' });
    menus = [...menus, created];
    return created;
  });
  openMenus('/dashboard/menus/3/10');
  fireEvent.click(await screen.findByRole('button', { name: 'Use Template' }));
  const dialog = await screen.findByRole('dialog', { name: 'Choose a Menu Template' });
  expect(within(dialog).getByRole('button', { name: 'Apply Template' })).toBeDisabled();
  fireEvent.click(await within(dialog).findByLabelText(/Store Mega Menu/));
  expect(within(dialog).getByLabelText(/^Menu name/)).toHaveValue('Store Mega Menu');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Apply Template' }));
  expect(await within(dialog).findByText('Location is required')).toBeInTheDocument();
  fireEvent.change(within(dialog).getByLabelText(/^Location/), { target: { value: '1' } });
  fireEvent.change(within(dialog).getByLabelText(/^Menu name/), { target: { value: 'Shop nav' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Apply Template' }));
  await waitFor(() => expect(address.current).toBe('/dashboard/menus/3/17'));
  expect(sent('POST', '/templates/3/apply_template/')).toEqual([{ site_id: 3, location_id: 1, name: 'Shop nav' }]);
});
