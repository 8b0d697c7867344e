/** @jest-environment node */
import { blockOf, holdsBlocks, mapBlocks, nestedLists, shownRegions, someBlock, walkBlocks, withShownRegions, type Block } from '../model';

const heading = (id: string) => blockOf(id, 'heading', { text: id });
const columns = (id: string, lists: unknown[][], count = lists.length) =>
  blockOf(id, 'columns', { count, gap: 20, columns: lists.map((blocks, i) => ({ id: `${id}-c${i + 1}`, blocks })) });

// A page: a heading, columns holding columns, and a stored third column past the count of two.
const page = (): Block[] => [
  heading('top'),
  columns('outer', [[heading('a'), columns('inner', [[heading('deep')]])], [heading('b')], [heading('past-count')]], 2),
];

describe('walkBlocks', () => {
  it('visits every block depth first, a columns block before the blocks of its columns, stored columns past the count included', () => {
    expect([...walkBlocks(page())].map((block) => block.id)).toEqual(['top', 'outer', 'a', 'inner', 'deep', 'b', 'past-count']);
  });

  it('passes over what is not a block, and finds blocks only in a columns block’s columns', () => {
    const odd = [
      null,
      'text',
      blockOf('g', 'gallery', { columns: 3 }),
      blockOf('x', 'heading', { columns: [{ blocks: [heading('not-nested')] }] }),
      columns('c', [[null, heading('kept')]]),
      { ...columns('d', []), content: { columns: [null, { id: 'no-list' }, { blocks: 'not a list' }] } },
    ];
    expect([...walkBlocks(odd)].map((block) => block.id)).toEqual(['g', 'x', 'c', 'kept', 'd']);
    expect([...walkBlocks(undefined)]).toEqual([]);
  });

  it('someBlock stops at the first block that passes', () => {
    const seen: string[] = [];
    expect(someBlock(page(), (block) => (seen.push(block.id), block.id === 'deep'))).toBe(true);
    expect(seen).toEqual(['top', 'outer', 'a', 'inner', 'deep']);
    expect(someBlock(page(), (block) => block.type === 'html')).toBe(false);
  });
});

describe('mapBlocks', () => {
  it('changes every block, nested ones included, and each column through changeRegion', () => {
    const mapped = mapBlocks(
      page(),
      (block) => ({ ...block, id: `${block.id}!` }),
      (column) => ({ ...column, id: `${String(column.id)}!` }),
    );
    expect([...walkBlocks(mapped)].map((block) => block.id)).toEqual(['top!', 'outer!', 'a!', 'inner!', 'deep!', 'b!', 'past-count!']);
    expect(mapped[1].content.columns.map((column: { id: string }) => column.id)).toEqual(['outer-c1!', 'outer-c2!', 'outer-c3!']);
  });

  it('gives change the columns block holding the changed lists, and leaves the original page alone', () => {
    const original = page();
    const seen: string[][] = [];
    mapBlocks(original, (block) => {
      if (block.type === 'columns') seen.push([...walkBlocks([block])].map((each) => each.content.text ?? each.id));
      return block.type === 'heading' ? { ...block, content: { ...block.content, text: block.content.text.toUpperCase() } } : block;
    });
    expect(seen).toEqual([
      ['inner', 'DEEP'],
      ['outer', 'A', 'inner', 'DEEP', 'B', 'PAST-COUNT'],
    ]);
    expect(original[1].content.columns[0].blocks[0].content.text).toBe('a');
  });

  it('keeps entries that are not blocks and columns without a list as they are', () => {
    const column = { id: 'no-list' };
    const odd = [null, { ...columns('d', []), content: { columns: [null, column] } }] as Block[];
    const mapped = mapBlocks(odd, (block) => block);
    expect(mapped[0]).toBeNull();
    expect(mapped[1].content.columns).toEqual([null, column]);
  });
});

describe('slots', () => {
  it('nest only where a schema declares a slot, and name each stored list by where it sits', () => {
    expect(holdsBlocks('columns')).toBe(true);
    expect(holdsBlocks('gallery')).toBe(false);
    expect(holdsBlocks(['columns'])).toBe(false);
    expect(holdsBlocks('constructor')).toBe(false);
    const stored = { ...columns('d', [[heading('a')]]), content: { columns: [{ blocks: [heading('a')] }, 'odd', { blocks: 'x' }] } };
    expect([...nestedLists(stored)].map(({ path, blocks }) => [path, Array.isArray(blocks) ? blocks.length : blocks])).toEqual([
      ['content/columns/0/blocks', 1],
      ['content/columns/1/blocks', undefined],
      ['content/columns/2/blocks', 'x'],
    ]);
    expect([...nestedLists(blockOf('g', 'gallery', { columns: [{ blocks: [] }] }))]).toEqual([]);
  });

  it('show the regions the schema shows, and write them back keeping stored ones past them', () => {
    const block = page()[1];
    const shown = shownRegions(block)!;
    expect(shown.map((region) => region.id)).toEqual(['outer-c1', 'outer-c2']);
    const emptied = withShownRegions(
      block,
      shown.map((region) => ({ ...region, blocks: [] })),
    );
    expect(emptied.content.columns.map((column: { blocks: Block[] }) => column.blocks.map((each) => each.id))).toEqual([
      [],
      [],
      ['past-count'],
    ]);
    expect(shownRegions(heading('h'))).toBeNull();
  });
});
