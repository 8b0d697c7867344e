import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { answer, calls, resetApi } from '@atlas/shell-kit/src/test-support/mock-api';
import { FIRST_COLUMN_LIMIT, arrangeColumns, megaPlaces, moveToColumn, resizeColumns } from '../mega-editor/mega-layout';
import { LOCATIONS, SITES, item, menu } from '../test-support/fixtures';
import { address, openMenus } from '../test-support/open-menus';

jest.mock('@atlas/shell-kit/src/api/client', () => ({
  ...jest.requireActual('@atlas/shell-kit/src/api/client'),
  api: require('@atlas/shell-kit/src/test-support/mock-api').mockApi,
}));

const links = (count: number, from = 100) =>
  Array.from({ length: count }, (_v, i) => item(from + i, `Link ${i + 1}`, { sort_order: i, parent: 2 }));
const sent = (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path).map((c) => c.body);

describe('the mega layout rules', () => {
  test('items sit in their stored column; plain links past the first column limit spill to the emptiest column', () => {
    const widget = item(50, 'Follow Us', { is_mega_menu_item: true, mega_menu_column: 3, parent: 2 });
    const columns = arrangeColumns([...links(12), widget], 4);
    expect(columns[0]).toHaveLength(FIRST_COLUMN_LIMIT);
    expect(columns[1]).toEqual([110]);
    expect(columns[2]).toEqual([50]);
    expect(columns[3]).toEqual([111]);
  });

  test('fewer columns move the removed columns’ items to column 1; the count stays within 1–6', () => {
    expect(resizeColumns([[1], [2], [3, 4]], 2)).toEqual([[1, 3, 4], [2]]);
    expect(resizeColumns([[1], [2]], 0)).toEqual([[1, 2]]);
    expect(resizeColumns([[1]], 9)).toHaveLength(6);
  });

  test('a move into a full first column is refused for a plain link, not for a mega item', () => {
    const full = [Array.from({ length: FIRST_COLUMN_LIMIT }, (_v, i) => i + 1), [20, 21]];
    expect(moveToColumn(full, 20, 0, 0, (id) => id !== 21)).toBeNull();
    expect(moveToColumn(full, 21, 0, 0, (id) => id !== 21)?.[0][0]).toBe(21);
  });

  test('sort order is 100 × column + position', () => {
    expect(megaPlaces([[7, 8], [], [9]])).toEqual([
      { id: 7, mega_menu_column: 1, sort_order: 100 },
      { id: 8, mega_menu_column: 1, sort_order: 101 },
      { id: 9, mega_menu_column: 3, sort_order: 300 },
    ]);
  });
});

describe('the Mega Menu tab', () => {
  let items: ReturnType<typeof item>[];
  beforeEach(() => {
    resetApi();
    items = [
      item(1, 'Home'),
      item(2, 'Shop', { sort_order: 1, is_mega_menu_item: true, mega_menu_columns: 4 }),
      item(3, 'Apparel', { parent: 2, mega_menu_column: 1, sort_order: 100 }),
      item(4, 'Shoes', { parent: 2, mega_menu_column: 2, sort_order: 200 }),
      item(5, 'Follow Us', {
        parent: 2,
        is_mega_menu_item: true,
        item_type: 'widget',
        widget_type: 'social_links',
        mega_menu_column: 4,
        sort_order: 400,
      }),
    ];
    answer('GET', '/builder/sites/', SITES);
    answer('GET', '/locations/', LOCATIONS);
    answer('GET', '/menus/', [menu(10, 'Store', { menu_type: 'mega_menu', mega_menu_columns: 4 })]);
    answer('GET', '/items/', () => items);
  });

  const column = (n: number) => screen.getByRole('region', { name: `Column ${n}` });
  const titlesIn = (n: number) => Array.from(column(n).querySelectorAll('.menus-mega-card__title')).map((title) => title.textContent);

  test('shows the dropdown of the mega entry in its columns', async () => {
    openMenus('/dashboard/menus/3/10?tab=mega-editor');
    expect(await screen.findByLabelText('Mega panel of')).toHaveValue('2');
    expect(titlesIn(1)).toEqual(['Apparel']);
    expect(titlesIn(2)).toEqual(['Shoes']);
    expect(titlesIn(4)).toEqual(['Follow Us']);
  });

  test('fewer columns move the items of removed columns to column 1, and Save Layout stores columns and places', async () => {
    answer('PUT', '/menus/10/', (body: any) => menu(10, 'Store', { menu_type: 'mega_menu', ...body }));
    answer('PUT', '/items/2/', (body: any) => ({ ...items[1], ...body }));
    answer('POST', '/items/reorder/', { items: [] });
    openMenus('/dashboard/menus/3/10?tab=mega-editor');
    await screen.findByRole('region', { name: 'Column 4' });
    expect(screen.getByRole('button', { name: 'Save Layout' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Fewer columns' }));
    fireEvent.click(screen.getByRole('button', { name: 'Fewer columns' }));
    expect(screen.queryByRole('region', { name: 'Column 3' })).toBeNull();
    expect(titlesIn(1)).toEqual(['Apparel', 'Follow Us']);
    expect(titlesIn(2)).toEqual(['Shoes']);
    expect(screen.getByLabelText('Columns')).toHaveValue(2);

    fireEvent.click(within(screen.getByRole('group', { name: 'Width' })).getByRole('button', { name: 'Full width' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Layout' }));
    await waitFor(() => expect(sent('POST', '/items/reorder/')).toHaveLength(1));
    expect(sent('PUT', '/menus/10/')).toEqual([{ mega_menu_columns: 2, mega_menu_width: 'full' }]);
    expect(sent('PUT', '/items/2/')).toEqual([{ is_mega_menu_item: true, mega_menu_columns: 2 }]);
    expect(sent('POST', '/items/reorder/')[0]).toEqual({
      items: [
        { id: 3, mega_menu_column: 1, sort_order: 100, parent_id: 2 },
        { id: 5, mega_menu_column: 1, sort_order: 101, parent_id: 2 },
        { id: 4, mega_menu_column: 2, sort_order: 200, parent_id: 2 },
      ],
    });
  });

  test('leaving the tab with an unsaved layout saves it first; closing the browser tab asks', async () => {
    answer('PUT', '/menus/10/', (body: any) => menu(10, 'Store', { menu_type: 'mega_menu', ...body }));
    answer('PUT', '/items/2/', (body: any) => ({ ...items[1], ...body }));
    answer('POST', '/items/reorder/', { items: [] });
    openMenus('/dashboard/menus/3/10?tab=mega-editor');
    await screen.findByRole('region', { name: 'Column 3' });
    fireEvent.change(screen.getByLabelText('Column of Apparel'), { target: { value: '3' } });

    const closing = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(closing);
    expect(closing.defaultPrevented).toBe(true);

    fireEvent.click(screen.getByRole('tab', { name: 'Builder' }));
    await waitFor(() => expect(address.current).toBe('/dashboard/menus/3/10?tab=builder'));
    expect(sent('POST', '/items/reorder/')[0]).toEqual({
      items: [
        { id: 4, mega_menu_column: 2, sort_order: 200, parent_id: 2 },
        { id: 3, mega_menu_column: 3, sort_order: 300, parent_id: 2 },
        { id: 5, mega_menu_column: 4, sort_order: 400, parent_id: 2 },
      ],
    });
  });

  test('the column count is bounded 1–6', async () => {
    openMenus('/dashboard/menus/3/10?tab=mega-editor');
    const input = await screen.findByLabelText('Columns');
    fireEvent.change(input, { target: { value: '12' } });
    expect(input).toHaveValue(6);
    expect(screen.getByRole('button', { name: 'More columns' })).toBeDisabled();
    fireEvent.change(input, { target: { value: '0' } });
    expect(input).toHaveValue(1);
    expect(screen.getByRole('button', { name: 'Fewer columns' })).toBeDisabled();
  });

  test('an item moves to another column from its column select (the keyboard path)', async () => {
    openMenus('/dashboard/menus/3/10?tab=mega-editor');
    await screen.findByRole('region', { name: 'Column 3' });
    fireEvent.change(screen.getByLabelText('Column of Apparel'), { target: { value: '3' } });
    expect(titlesIn(1)).toEqual([]);
    expect(titlesIn(3)).toEqual(['Apparel']);
  });

  test('a full first column refuses another plain link', async () => {
    items = [
      ...items.slice(0, 2),
      ...links(FIRST_COLUMN_LIMIT).map((link) => ({ ...link, sort_order: 100 + link.sort_order })),
      item(60, 'Extra', { parent: 2, mega_menu_column: 2, sort_order: 200 }),
    ];
    openMenus('/dashboard/menus/3/10?tab=mega-editor');
    await screen.findByRole('region', { name: 'Column 2' });
    fireEvent.change(screen.getByLabelText('Column of Extra'), { target: { value: '1' } });
    expect(await screen.findByText(/The first column holds at most 10 plain links/)).toBeInTheDocument();
    expect(titlesIn(2)).toEqual(['Extra']);
  });

  test('Add Widget creates a mega widget item in the chosen column, ordered 100 × column + position', async () => {
    answer('POST', '/items/', (body: any) => {
      items = [...items, item(70, body.title, body)];
      return items.at(-1);
    });
    openMenus('/dashboard/menus/3/10?tab=mega-editor');
    await screen.findByRole('region', { name: 'Column 2' });
    fireEvent.change(screen.getByLabelText('Widget'), { target: { value: 'contact_info' } });
    fireEvent.change(screen.getByLabelText('Add to column'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Widget' }));
    await waitFor(() => expect(sent('POST', '/items/')).toHaveLength(1));
    expect(sent('POST', '/items/')[0]).toMatchObject({
      menu: 10,
      parent: 2,
      title: 'Contact Us',
      item_type: 'widget',
      widget_type: 'contact_info',
      is_mega_menu_item: true,
      mega_menu_column: 2,
      sort_order: 201,
    });
    await waitFor(() => expect(titlesIn(2)).toEqual(['Shoes', 'Contact Us']));
  });

  test('editing an item requires its title', async () => {
    answer('PUT', '/items/4/', (body: any) => ({ ...items[3], ...body }));
    openMenus('/dashboard/menus/3/10?tab=mega-editor');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Shoes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Item' });
    fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Item' }));
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    expect(sent('PUT', '/items/4/')).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: 'Footwear' } });
    fireEvent.change(within(dialog).getByLabelText('Column width'), { target: { value: '1/3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Item' }));
    await waitFor(() => expect(sent('PUT', '/items/4/')).toHaveLength(1));
    expect(sent('PUT', '/items/4/')[0]).toMatchObject({ title: 'Footwear', mega_menu_column_width: '1/3' });
  });

  test('the preview toggle shows the layout in a desktop frame', async () => {
    openMenus('/dashboard/menus/3/10?tab=mega-editor');
    const toggle = await screen.findByRole('button', { name: 'Show Preview' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide Preview' })).toHaveAttribute('aria-pressed', 'true');
    const frame = (await screen.findByTitle('Desktop preview')) as HTMLIFrameElement;
    await waitFor(() => expect(frame.contentDocument?.body.textContent).toContain('Apparel'));
  });
});

test('an unsaved layout keeps its panel until saved or discarded', async () => {
  resetApi();
  answer('GET', '/builder/sites/', SITES);
  answer('GET', '/locations/', LOCATIONS);
  answer('GET', '/menus/', [menu(10, 'Store', { menu_type: 'mega_menu', mega_menu_columns: 4 })]);
  answer('GET', '/items/', [
    item(1, 'Home'),
    item(2, 'Shop', { sort_order: 1, is_mega_menu_item: true, mega_menu_columns: 4 }),
    item(3, 'Apparel', { parent: 2 }),
  ]);
  openMenus('/dashboard/menus/3/10?tab=mega-editor');
  const panelSelect = await screen.findByLabelText('Mega panel of');
  fireEvent.click(screen.getByRole('button', { name: 'More columns' }));
  expect(panelSelect).toBeDisabled();
  expect(screen.getByLabelText('Columns')).toHaveValue(5);
  fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
  expect(screen.getByLabelText('Columns')).toHaveValue(4);
  expect(panelSelect).toBeEnabled();
  // Nothing saved (taking the menu's lock on open is not a save).
  expect(calls.filter((c) => c.method !== 'GET' && !c.path.endsWith('/lock/'))).toEqual([]);
});
