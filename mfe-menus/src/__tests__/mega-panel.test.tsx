import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { answer, calls, resetApi } from '@atlas/shell-kit/src/test-support/mock-api';
import { defaultPanel } from '../mega-editor/mega-panels';
import { LOCATIONS, SITES, item, menu } from '../test-support/fixtures';
import { openMenus } from '../test-support/open-menus';

jest.mock('@atlas/shell-kit/src/api/client', () => ({
  ...jest.requireActual('@atlas/shell-kit/src/api/client'),
  api: require('@atlas/shell-kit/src/test-support/mock-api').mockApi,
}));

// An owner builds a mega menu under "Shop" the way the screens suggest: the sub-items marked Mega in
// their columns. The panel is the top entry's dropdown, so the screens lead to marking Shop as a panel.

const sent = (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path).map((c) => c.body);

let items: ReturnType<typeof item>[];
beforeEach(() => {
  resetApi();
  items = [item(1, 'Home'), item(2, 'Shop', { sort_order: 1 })];
  answer('GET', '/builder/sites/', SITES);
  answer('GET', '/locations/', LOCATIONS);
  answer('GET', '/menus/', [menu(10, 'Main', { menu_type: 'mega_menu', mega_menu_columns: 3, item_count: 2 })]);
  answer('GET', '/items/', () => items);
  answer('POST', '/items/', (body: any) => {
    items = [...items, item(20 + items.length, body.title, body)];
    return items.at(-1);
  });
  answer('PUT', '/items/2/', (body: any) => {
    items = items.map((entry) => (entry.id === 2 ? { ...entry, ...body } : entry));
    return items[1];
  });
  answer('POST', '/items/reorder/', { items: [] });
});

async function addItem(fill: (dialog: HTMLElement) => void) {
  fireEvent.click(within(screen.getByRole('toolbar', { name: 'Menu actions' })).getByRole('button', { name: 'Add Item' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Item' });
  fill(dialog);
  return dialog;
}

describe('the item form of a mega menu', () => {
  test('a top entry is offered as a mega panel, without columns', async () => {
    openMenus('/dashboard/menus/3/10');
    await screen.findByText('Shop');
    const dialog = await addItem(() => undefined);
    expect(within(dialog).getByLabelText(/^Open as a mega menu panel/)).not.toBeChecked();
    expect(within(dialog).queryByLabelText('Column', { exact: true })).toBeNull();
    expect(within(dialog).queryByLabelText(/^Mega menu item/)).toBeNull();
  });

  test('marking a sub-item of a plain entry Mega also makes the entry a panel, with the menu’s columns', async () => {
    openMenus('/dashboard/menus/3/10');
    await screen.findByText('Shop');
    const dialog = await addItem((form) => {
      fireEvent.change(within(form).getByLabelText(/^Title/), { target: { value: 'Men' } });
      fireEvent.change(within(form).getByLabelText(/^URL/), { target: { value: '/shop/men' } });
      fireEvent.change(within(form).getByLabelText('Parent item'), { target: { value: '2' } });
    });
    const parentBox = within(dialog).getByLabelText(/^Open Shop as a mega menu panel/);
    expect(parentBox).not.toBeChecked();
    // Only the menu's three columns are offered (a fourth would be refused by the service).
    expect(within(within(dialog).getByLabelText('Column', { exact: true })).getAllByRole('option')).toHaveLength(3);
    fireEvent.click(within(dialog).getByLabelText(/^Mega menu item/));
    expect(parentBox).toBeChecked();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Item' }));

    await waitFor(() => expect(sent('PUT', '/items/2/')).toEqual([{ is_mega_menu_item: true, mega_menu_columns: 3 }]));
    expect(sent('POST', '/items/')[0]).toMatchObject({ title: 'Men', parent: 2, is_mega_menu_item: true, mega_menu_column: 1 });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Item' })).toBeNull());
  });

  test('a column past the first ticks it too, and the owner may leave the entry a plain dropdown', async () => {
    openMenus('/dashboard/menus/3/10');
    await screen.findByText('Shop');
    const dialog = await addItem((form) => {
      fireEvent.change(within(form).getByLabelText(/^Title/), { target: { value: 'Kids' } });
      fireEvent.change(within(form).getByLabelText(/^URL/), { target: { value: '/shop/kids' } });
      fireEvent.change(within(form).getByLabelText('Parent item'), { target: { value: '2' } });
      fireEvent.change(within(form).getByLabelText('Column', { exact: true }), { target: { value: '3' } });
    });
    const parentBox = within(dialog).getByLabelText(/^Open Shop as a mega menu panel/);
    expect(parentBox).toBeChecked();
    fireEvent.click(parentBox);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Item' }));
    await waitFor(() => expect(sent('POST', '/items/')).toHaveLength(1));
    expect(sent('POST', '/items/')[0]).toMatchObject({ title: 'Kids', mega_menu_column: 3 });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Item' })).toBeNull());
    expect(sent('PUT', '/items/2/')).toEqual([]);
  });

  test('under an entry that is already a panel, nothing more is asked', async () => {
    items[1] = { ...items[1], is_mega_menu_item: true };
    openMenus('/dashboard/menus/3/10');
    await screen.findByText('Shop');
    const dialog = await addItem((form) => fireEvent.change(within(form).getByLabelText('Parent item'), { target: { value: '2' } }));
    expect(within(dialog).queryByLabelText(/^Open Shop as a mega menu panel/)).toBeNull();
    expect(within(dialog).getByLabelText(/^Mega menu item/)).toBeInTheDocument();
  });
});

describe('the Mega Menu tab', () => {
  const shopChildren = () => [
    item(3, 'Men', { parent: 2, is_mega_menu_item: true, mega_menu_column: 1 }),
    item(4, 'Women', { parent: 2, is_mega_menu_item: true, mega_menu_column: 2, sort_order: 1 }),
    item(5, 'Kids', { parent: 2, is_mega_menu_item: true, mega_menu_column: 3, sort_order: 2 }),
  ];
  const titlesIn = (n: number) =>
    Array.from(screen.getByRole('region', { name: `Column ${n}` }).querySelectorAll('.menus-mega-card__title')).map((t) => t.textContent);

  test('opens on the entry whose sub-items were marked Mega, says it is a plain dropdown and makes it a panel', async () => {
    items = [...items, ...shopChildren()];
    openMenus('/dashboard/menus/3/10?tab=mega-editor');
    const choice = await screen.findByLabelText('Mega panel of');
    expect(choice).toHaveValue('2');
    expect(
      within(choice)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Home (no sub-items)', 'Shop (plain dropdown)']);
    expect(titlesIn(1)).toEqual(['Men']);
    expect(titlesIn(2)).toEqual(['Women']);
    expect(titlesIn(3)).toEqual(['Kids']);
    expect(screen.getByText('Shop opens as a plain dropdown on the site.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Make Shop a mega panel' }));
    await waitFor(() => expect(sent('PUT', '/items/2/')).toEqual([{ is_mega_menu_item: true, mega_menu_columns: 3 }]));
    expect(await screen.findByText('Shop opens as a mega panel')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Shop opens as a plain dropdown on the site.')).toBeNull());
    expect(
      within(choice)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Home (no sub-items)', 'Shop']);
  });

  test('a panel without sub-items says where they come from', async () => {
    items[1] = { ...items[1], is_mega_menu_item: true };
    openMenus('/dashboard/menus/3/10?tab=mega-editor');
    expect(await screen.findByLabelText('Mega panel of')).toHaveValue('2');
    expect(screen.getByText(/Shop has no sub-items yet: add items with Shop as their parent in the Builder/)).toBeInTheDocument();
  });
});

describe('which entry the Mega Menu tab opens on', () => {
  test('a panel with sub-items, else an entry meant as one, else the first with sub-items, else the first', () => {
    const home = item(1, 'Home');
    const about = item(2, 'About', { sort_order: 1 });
    const shop = item(3, 'Shop', { sort_order: 2 });
    const team = item(4, 'Team', { parent: 2 });
    const men = item(5, 'Men', { parent: 3, mega_menu_column: 2 });
    expect(defaultPanel([home])?.title).toBe('Home');
    expect(defaultPanel([home, about, team])?.title).toBe('About');
    expect(defaultPanel([home, about, team, shop, men])?.title).toBe('Shop');
    expect(defaultPanel([home, { ...about, is_mega_menu_item: true }, team, shop, men])?.title).toBe('About');
    expect(defaultPanel([{ ...home, is_mega_menu_item: true }, about, team])?.title).toBe('Home');
  });
});
