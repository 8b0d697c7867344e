import '@testing-library/jest-dom';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@atlas/shell-kit';
import { answer, calls, resetApi } from '@atlas/shell-kit/src/test-support/mock-api';
import { buildTree, flattenTree, moveRow, projectDrop, reorderEntries } from '../builder/tree';
import { LOCATIONS, SITES, item, menu } from '../test-support/fixtures';
import { openMenus } from '../test-support/open-menus';

jest.mock('@atlas/shell-kit/src/api/client', () => ({
  ...jest.requireActual('@atlas/shell-kit/src/api/client'),
  api: require('@atlas/shell-kit/src/test-support/mock-api').mockApi,
}));

const INDENT = 28;
const ROW = 40;

// jsdom lays nothing out: each tree row gets a 40 px tall box by its place in the list, so dnd-kit's
// keyboard sensor can measure where rows are, as a browser would.
beforeAll(() => {
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const row = this.closest('.menus-row');
    const rows = Array.from(document.querySelectorAll('.menus-row'));
    const index = row ? rows.indexOf(row) : 0;
    const top = index * ROW;
    return { x: 0, y: top, top, left: 0, right: 600, bottom: top + ROW, width: 600, height: ROW, toJSON: () => ({}) } as DOMRect;
  });
});

const titles = () =>
  screen.getAllByRole('listitem').map((row) => `${row.getAttribute('data-depth')}:${row.querySelector('.menus-row__title')?.textContent}`);
const reorders = () => calls.filter((c) => c.method === 'POST' && c.path === '/items/reorder/').map((c) => (c.body as any).items);

/** A key pressed while a row is held: dnd-kit's keyboard sensor listens on the document, from the next tick on. */
async function press(code: string) {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    fireEvent.keyDown(document, { code, key: code === 'Space' ? ' ' : code });
  });
}

/** Space picks the row up, the arrows move it, Space drops it. */
async function keyboardMove(title: string, keys: string[], end = 'Space') {
  const handle = screen.getByRole('button', { name: `Move ${title}` });
  handle.focus();
  await act(async () => {
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
  });
  for (const code of keys) await press(code);
  await press(end);
}

let items: ReturnType<typeof item>[];
beforeEach(() => {
  resetApi();
  items = [item(1, 'Home'), item(2, 'Shop', { sort_order: 1 }), item(3, 'Shirts', { parent: 2 }), item(4, 'Contact', { sort_order: 2 })];
  answer('GET', '/builder/sites/', SITES);
  answer('GET', '/locations/', LOCATIONS);
  answer('GET', '/menus/', [menu(10, 'Main', { item_count: 4 })]);
  answer('GET', '/items/', () => items);
});

describe('the sortable tree', () => {
  const flat = () => flattenTree(buildTree(items));

  test('nests a row under the row above when dragged one indent right', () => {
    const projection = projectDrop(flat(), 4, 4, INDENT, INDENT)!;
    expect(projection).toMatchObject({ depth: 1, parentId: 2 });
    expect(reorderEntries(moveRow(flat(), 4, 4, projection))).toEqual([
      { id: 1, sort_order: 0, parent_id: null },
      { id: 2, sort_order: 1, parent_id: null },
      { id: 3, sort_order: 0, parent_id: 2 },
      { id: 4, sort_order: 1, parent_id: 2 },
    ]);
  });

  test('takes a child out of its parent when dragged left, and moves a parent with its children', () => {
    expect(projectDrop(flat(), 3, 3, -INDENT, INDENT)).toMatchObject({ depth: 0, parentId: null });
    const projection = projectDrop(flat(), 2, 1, 0, INDENT)!;
    expect(reorderEntries(moveRow(flat(), 2, 1, projection))).toEqual([
      { id: 2, sort_order: 0, parent_id: null },
      { id: 1, sort_order: 1, parent_id: null },
      { id: 3, sort_order: 0, parent_id: 2 },
      { id: 4, sort_order: 2, parent_id: null },
    ]);
  });

  test('the first row cannot be nested: there is nothing above it', () => {
    expect(projectDrop(flat(), 1, 1, 3 * INDENT, INDENT)).toMatchObject({ depth: 0, maxDepth: 0 });
  });
});

test('keyboard: Space, Down, Down, Space moves a row past the next one and its child, and saves the whole order at once', async () => {
  answer('POST', '/items/reorder/', (body: any) => {
    items = items.map((i) => {
      const entry = body.items.find((e: any) => e.id === i.id);
      return entry ? { ...i, sort_order: entry.sort_order, parent: entry.parent_id } : i;
    });
    return { items };
  });
  openMenus('/dashboard/menus/3/10');
  await screen.findByText('Contact');
  expect(titles()).toEqual(['0:Home', '0:Shop', '1:Shirts', '0:Contact']);

  // One step down lands between Shop and its child, so inside Shop; the second step passes Shirts.
  await keyboardMove('Home', ['ArrowDown', 'ArrowDown']);
  await waitFor(() => expect(reorders()).toHaveLength(1));
  expect(document.body.textContent).toContain('Home was dropped at the top level, position 2 of 3.');
  expect(reorders()[0]).toEqual([
    { id: 2, sort_order: 0, parent_id: null },
    { id: 3, sort_order: 0, parent_id: 2 },
    { id: 1, sort_order: 1, parent_id: null },
    { id: 4, sort_order: 2, parent_id: null },
  ]);
  await waitFor(() => expect(titles()).toEqual(['0:Shop', '1:Shirts', '0:Home', '0:Contact']));
});

test('keyboard: Right nests the row under the one above, with a spoken announcement', async () => {
  answer('POST', '/items/reorder/', (body: any) => ({
    items: items.map((i) => ({ ...i, ...(body.items.find((e: any) => e.id === i.id) ?? {}) })),
  }));
  openMenus('/dashboard/menus/3/10');
  await screen.findByText('Contact');
  await keyboardMove('Contact', ['ArrowRight']);
  await waitFor(() => expect(reorders()).toHaveLength(1));
  expect(reorders()[0]).toContainEqual({ id: 4, sort_order: 1, parent_id: 2 });
  expect(document.body.textContent).toContain('Contact was dropped inside Shop, position 2 of 2.');
});

test('Escape cancels a keyboard move: nothing is sent', async () => {
  openMenus('/dashboard/menus/3/10');
  await screen.findByText('Contact');
  await keyboardMove('Home', ['ArrowDown'], 'Escape');
  expect(document.body.textContent).toContain('Moving Home was cancelled.');
  expect(reorders()).toEqual([]);
  expect(titles()).toEqual(['0:Home', '0:Shop', '1:Shirts', '0:Contact']);
});

test('a failed reorder reloads the items from the server', async () => {
  answer('POST', '/items/reorder/', () => {
    throw new ApiError(409, 'Conflict', { detail: 'The menu changed meanwhile' });
  });
  openMenus('/dashboard/menus/3/10');
  await screen.findByText('Contact');
  const loads = () => calls.filter((c) => c.method === 'GET' && c.path === '/items/').length;
  const before = loads();
  // Someone else's change is what the server now holds: the reload must show it.
  items = [...items, item(5, 'Blog', { sort_order: 3 })];
  await keyboardMove('Home', ['ArrowDown']);
  await waitFor(() => expect(reorders()).toHaveLength(1));
  await waitFor(() => expect(loads()).toBeGreaterThan(before));
  await waitFor(() => expect(titles()).toEqual(['0:Home', '0:Shop', '1:Shirts', '0:Contact', '0:Blog']));
  expect(await screen.findByText('The new order could not be saved; the menu was reloaded.')).toBeInTheDocument();
});

test('two quick reorders reach the server one after the other and the list ends on the latest', async () => {
  const pending: { body: any; resolve: (value: unknown) => void }[] = [];
  answer('POST', '/items/reorder/', (body: any) => new Promise((resolve) => pending.push({ body, resolve })));
  const stored = (body: any) => ({
    items: items.map((i) => {
      const entry = body.items.find((e: any) => e.id === i.id);
      return { ...i, sort_order: entry.sort_order, parent: entry.parent_id };
    }),
  });
  openMenus('/dashboard/menus/3/10');
  await screen.findByText('Contact');

  await keyboardMove('Contact', ['ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowUp']);
  await waitFor(() => expect(titles()).toEqual(['0:Contact', '0:Home', '0:Shop', '1:Shirts']));
  await keyboardMove('Home', ['ArrowUp']);
  await waitFor(() => expect(titles()).toEqual(['0:Home', '0:Contact', '0:Shop', '1:Shirts']));
  // The second waits for the first: one request at a time, in the order they were made.
  expect(pending).toHaveLength(1);

  await act(async () => pending[0].resolve(stored(pending[0].body)));
  await waitFor(() => expect(pending).toHaveLength(2));
  // The first answer is already stale: the list keeps showing the second order.
  expect(titles()).toEqual(['0:Home', '0:Contact', '0:Shop', '1:Shirts']);
  await act(async () => pending[1].resolve(stored(pending[1].body)));
  await waitFor(() => expect(reorders()).toHaveLength(2));
  expect(titles()).toEqual(['0:Home', '0:Contact', '0:Shop', '1:Shirts']);
  expect(
    reorders()[1]
      .filter((e: any) => e.parent_id === null)
      .map((e: any) => e.id),
  ).toEqual([1, 4, 2]);
});
