import { alice, bob, startMenus, type Harness } from './harness';

let t: Harness;
beforeAll(async () => {
  t = await startMenus();
  await t.publishedSite(1, alice.id, 'alpha');
  await t.publishedSite(2, bob.id, 'bravo');
});
afterAll(() => t.close());

type Flat = { id: number; parent: number | null; sort_order: number; title: string; mega_menu_column: number }[];
const flat = async (menuId: number): Promise<Flat> => (await t.call('GET', `/api/items/?menu=${menuId}`)).body;
const reorder = (items: unknown[], as = alice) => t.call('POST', '/api/items/reorder/', { as, body: { items } });

async function menuWith(titles: string[], extra: Record<string, unknown> = {}) {
  const menu = await t.menu(alice, { name: 'Reorder', site: 1, ...extra });
  const items = [];
  for (const title of titles) items.push(await t.item(alice, { menu: menu.id, title }));
  return { menu, items };
}

test('applies positions and parents and answers the menu’s flat list; ids stay, left-out items keep their place', async () => {
  const { menu, items } = await menuWith(['A', 'B', 'C', 'D']);
  const [a, b, c, d] = items;
  const res = await reorder([
    { id: c.id, sort_order: 0, parent_id: null },
    { id: a.id, sort_order: 1, parent_id: null },
    { id: b.id, sort_order: 0, parent_id: a.id },
  ]);
  expect(res.status).toBe(200);
  const after: Flat = res.body.items;
  expect(after.map((i) => [i.title, i.parent, i.sort_order])).toEqual([
    ['C', null, 0],
    ['A', null, 1],
    ['D', null, 3],
    ['B', a.id, 0],
  ]);
  expect(new Set(after.map((i) => i.id))).toEqual(new Set(items.map((i) => i.id)));
  expect(after.find((i) => i.id === d.id)).toMatchObject({ sort_order: 3, parent: null });
  expect((await t.outbox('menus.item.changed')).filter((e) => e.payload.menu_id === menu.id).length).toBe(5);
});

test('a parent_id left out keeps the parent; the mega editor may move columns', async () => {
  const { menu, items } = await menuWith(['Top', 'Child'], { menu_type: 'mega_menu', mega_menu_columns: 3 });
  await t.call('PUT', `/api/items/${items[1].id}/`, { body: { parent: items[0].id } });
  const res = await reorder([{ id: items[1].id, sort_order: 301, mega_menu_column: 3 }]);
  expect(res.status).toBe(200);
  expect((await flat(menu.id)).find((i) => i.id === items[1].id)).toMatchObject({
    parent: items[0].id,
    sort_order: 301,
    mega_menu_column: 3,
  });
  expect((await reorder([{ id: items[1].id, sort_order: 401, mega_menu_column: 4 }])).body.detail).toContain(
    'mega_menu_column must be from 1 to 3',
  );
});

describe('all or nothing', () => {
  test.each([
    [
      'an item of another menu',
      async (ids: number[], other: number) => [
        { id: ids[0], sort_order: 5, parent_id: null },
        { id: other, sort_order: 0, parent_id: null },
      ],
      400,
      'is not in this menu',
    ],
    [
      'a cycle',
      async (ids: number[]) => [
        { id: ids[0], sort_order: 5, parent_id: ids[1] },
        { id: ids[1], sort_order: 0, parent_id: ids[0] },
      ],
      400,
      'cannot be placed inside itself',
    ],
    [
      'an item its own parent',
      async (ids: number[]) => [
        { id: ids[1], sort_order: 9, parent_id: null },
        { id: ids[0], sort_order: 0, parent_id: ids[0] },
      ],
      400,
      'cannot be placed inside itself',
    ],
    [
      'a parent outside the menu',
      async (ids: number[], other: number) => [
        { id: ids[0], sort_order: 5, parent_id: null },
        { id: ids[1], sort_order: 0, parent_id: other },
      ],
      400,
      'is not in this menu',
    ],
    [
      'an unknown id',
      async (ids: number[]) => [
        { id: ids[0], sort_order: 5, parent_id: null },
        { id: 999999, sort_order: 0, parent_id: null },
      ],
      400,
      'Item 999999 is not in this menu',
    ],
    [
      'a repeated id',
      async (ids: number[]) => [
        { id: ids[0], sort_order: 5, parent_id: null },
        { id: ids[0], sort_order: 0, parent_id: null },
      ],
      400,
      'only once',
    ],
    [
      'too deep a tree',
      async (ids: number[]) => ids.slice(1).map((id, i) => ({ id, sort_order: 0, parent_id: ids[i] })),
      400,
      'at most 5 levels',
    ],
  ])('refuses %s and changes nothing', async (_label, body, status, detail) => {
    const { menu, items } = await menuWith(['A', 'B', 'C', 'D', 'E', 'F']);
    const other = await t.menu(alice, { name: 'Other', site: 1 });
    const stranger = await t.item(alice, { menu: other.id, title: 'S' });
    const before = await flat(menu.id);
    const res = await reorder(
      await body(
        items.map((i) => i.id),
        stranger.id,
      ),
    );
    expect(res.status).toBe(status);
    expect(res.body.detail).toContain(detail);
    expect(await flat(menu.id)).toEqual(before);
  });

  test("another user's items are refused without a change on either side", async () => {
    const { menu, items } = await menuWith(['A', 'B']);
    const bobs = await t.menu(bob, { name: 'Bob', site: 2 });
    const bobItem = await t.item(bob, { menu: bobs.id, title: 'Bob item' });
    const before = await flat(menu.id);
    expect((await reorder([{ id: bobItem.id, sort_order: 3, parent_id: null }])).body.detail).toBe('Menu not found');
    expect(
      (
        await reorder([
          { id: items[0].id, sort_order: 3, parent_id: null },
          { id: bobItem.id, sort_order: 3, parent_id: items[0].id },
        ])
      ).status,
    ).toBe(400);
    expect((await reorder([{ id: items[0].id, sort_order: 3, parent_id: null }], bob)).status).toBe(404);
    expect(await flat(menu.id)).toEqual(before);
    expect((await t.call('GET', `/api/items/?menu=${bobs.id}`, { as: bob })).body[0]).toMatchObject({
      id: bobItem.id,
      sort_order: 0,
      parent: null,
    });
  });

  test.each([[{}], [{ items: [] }], [{ items: [{ id: 1 }] }], [{ items: [{ id: 'x', sort_order: 1 }] }], [{ items: 'all' }]])(
    'refuses the malformed body %j',
    async (body) => {
      const res = await t.call('POST', '/api/items/reorder/', { body });
      expect(res.status).toBe(400);
      expect(typeof res.body.detail).toBe('string');
    },
  );
});

/** Walks every item up to the top: each must get there within the depth limit, through items of the menu. */
function assertTree(items: Flat) {
  const parentOf = new Map(items.map((i) => [i.id, i.parent]));
  for (const item of items) {
    let at = item.parent;
    let steps = 0;
    while (at !== null) {
      expect(parentOf.has(at)).toBe(true);
      at = parentOf.get(at)!;
      expect(++steps).toBeLessThan(5);
    }
  }
}

test('two hundred racing reorders and edits of one menu leave a proper tree with every item', async () => {
  const titles = Array.from({ length: 20 }, (_, i) => `I${i}`);
  const { menu, items } = await menuWith(titles);
  const ids = items.map((i) => i.id);
  // Pairs that are each fine alone but a cycle together: only one of each pair may win.
  const requests: Promise<{ status: number }>[] = [];
  for (let round = 0; round < 50; round++) {
    const a = ids[(round * 2) % ids.length];
    const b = ids[(round * 2 + 1) % ids.length];
    requests.push(reorder([{ id: a, sort_order: round, parent_id: b }]));
    requests.push(t.call('PUT', `/api/items/${b}/`, { body: { parent: a } }));
    requests.push(reorder(ids.map((id, i) => ({ id, sort_order: (i * 7 + round) % ids.length, parent_id: null }))));
    requests.push(
      round % 5 === 0
        ? t.call('POST', '/api/items/', { body: { menu: menu.id, title: `New ${round}`, url: '/n', parent: ids[round % ids.length] } })
        : reorder([
            { id: ids[(round + 3) % ids.length], sort_order: 1, parent_id: ids[(round + 4) % ids.length] },
            { id: ids[(round + 4) % ids.length], sort_order: 2, parent_id: ids[(round + 5) % ids.length] },
          ]),
    );
  }
  const results = await Promise.all(requests);
  expect(results).toHaveLength(200);
  for (const res of results) expect([200, 201, 400]).toContain(res.status);
  const created = results.filter((r) => r.status === 201).length;
  const after = await flat(menu.id);
  expect(after).toHaveLength(ids.length + created);
  expect(ids.every((id) => after.some((i) => i.id === id))).toBe(true);
  assertTree(after);
  expect(results.some((r) => r.status === 200)).toBe(true);
}, 120_000);
