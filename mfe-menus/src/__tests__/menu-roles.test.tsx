import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@atlas/shell-kit';
import { answer, resetApi } from '@atlas/shell-kit/src/test-support/mock-api';
import type { SiteRole } from '@atlas/sites/contract';
import { LOCATIONS, SITES, item, menu } from '../test-support/fixtures';
import { openMenus } from '../test-support/open-menus';

jest.mock('@atlas/shell-kit/src/api/client', () => ({
  ...jest.requireActual('@atlas/shell-kit/src/api/client'),
  api: require('@atlas/shell-kit/src/test-support/mock-api').mockApi,
}));

// The user is a member of Acme (site 3) in `role`, and of Bakery (site 4) as a viewer. Main is a mega menu:
// Shop's dropdown is a panel with Men in its first column.
const READ_ONLY = 'Viewers and authors can see menus; editors change them';
const asRole = (role: SiteRole) =>
  answer('GET', '/builder/sites/', [
    { ...SITES[0], role },
    { ...SITES[1], role: 'viewer' },
  ]);
const toolbar = () => within(screen.getByRole('toolbar', { name: 'Menu actions' }));
const MENU_ACTIONS = ['Add Item', 'Edit Menu', 'Duplicate', 'Delete', 'Create Menu', 'Use Template'];

beforeEach(() => {
  resetApi();
  answer('GET', '/locations/', LOCATIONS);
  answer('GET', '/menus/', [menu(10, 'Main', { menu_type: 'mega_menu', mega_menu_columns: 2, item_count: 3 })]);
  answer('GET', '/items/', [
    item(1, 'Home'),
    item(2, 'Shop', { sort_order: 1, is_mega_menu_item: true, mega_menu_columns: 2 }),
    item(3, 'Men', { parent: 2, is_mega_menu_item: true, mega_menu_column: 1 }),
  ]);
});

describe('the builder', () => {
  test.each<[string, SiteRole]>([
    ['a viewer', 'viewer'],
    ['an author', 'author'],
  ])('%s sees the items read-only: every change off, saying why', async (_who, role) => {
    asRole(role);
    openMenus('/dashboard/menus/3/10');
    expect(await screen.findByText('Home')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(READ_ONLY);
    for (const name of MENU_ACTIONS) {
      expect(toolbar().getByRole('button', { name })).toBeDisabled();
      expect(toolbar().getByRole('button', { name })).toHaveAttribute('title', READ_ONLY);
    }
    expect(screen.getByRole('button', { name: 'Edit Home' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete Home' })).toHaveAttribute('title', READ_ONLY);
    expect(screen.queryByRole('button', { name: 'Move Home' })).not.toBeInTheDocument();
    // Looking stays open to them.
    expect(screen.getByRole('tab', { name: 'Preview' })).toBeEnabled();
    expect(screen.getByRole('tab', { name: 'Analytics' })).toBeEnabled();
  });

  test('an editor changes the menu: every action on, rows draggable, no note', async () => {
    asRole('editor');
    openMenus('/dashboard/menus/3/10');
    expect(await screen.findByRole('button', { name: 'Move Home' })).toBeInTheDocument();
    for (const name of MENU_ACTIONS) expect(toolbar().getByRole('button', { name })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Edit Home' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Delete Home' })).not.toHaveAttribute('title');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  test('a site without menus offers a viewer no way to start one', async () => {
    asRole('viewer');
    answer('GET', '/menus/', []);
    openMenus('/dashboard/menus/3');
    expect(await screen.findByRole('button', { name: 'Create Menu' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Use Template' })).toHaveAttribute('title', READ_ONLY);
  });

  test('Create Menu offers only the sites the user edits', async () => {
    asRole('editor');
    openMenus('/dashboard/menus/3/10');
    await screen.findByText('Home');
    fireEvent.click(toolbar().getByRole('button', { name: 'Create Menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Menu' });
    const site = within(dialog).getByLabelText('Site');
    expect(site).toHaveValue('3');
    expect(
      within(site)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Acme']);
  });

  test('a refusal the server still sends is shown in its own words', async () => {
    asRole('editor');
    answer('DELETE', '/items/1/', () => {
      throw new ApiError(403, 'Forbidden', { detail: 'Your role on this site does not allow this.' });
    });
    openMenus('/dashboard/menus/3/10');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Home' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete Item' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Your role on this site does not allow this.')).toBeInTheDocument();
  });
});

describe('the mega editor', () => {
  test('a viewer looks at a panel and previews it, but changes nothing', async () => {
    asRole('viewer');
    openMenus('/dashboard/menus/3/10?tab=mega-editor');
    expect(await screen.findByRole('region', { name: 'Column 1' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(READ_ONLY);
    expect(screen.queryByRole('button', { name: 'Save Layout' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Widget' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'More columns' })).toHaveAttribute('title', READ_ONLY);
    expect(screen.getByRole('button', { name: 'More columns' })).toBeDisabled();
    expect(within(screen.getByRole('group', { name: 'Width' })).getByRole('button', { name: 'Full width' })).toBeDisabled();
    expect(screen.getByLabelText('Column of Men')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Edit Men' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Move Men' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show Preview' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Hide Preview' })).toBeInTheDocument());
  });

  test('an editor lays the panel out', async () => {
    asRole('editor');
    openMenus('/dashboard/menus/3/10?tab=mega-editor');
    expect(await screen.findByRole('button', { name: 'Add Widget' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Save Layout' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'More columns' })).toBeEnabled();
    expect(screen.getByLabelText('Column of Men')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Move Men' })).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
