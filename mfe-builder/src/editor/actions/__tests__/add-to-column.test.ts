import { addToColumn } from '../add-to-column';
import { block, columnsWith, nestedIds, stateWith } from './block-fixture';

const withRow = () => ({ ...stateWith([]), blocks: [block('a'), columnsWith('row', { left: ['x'], right: [] })] });

test('appends the block to the end of the column and copies only the columns block', () => {
  const state = withRow();
  const next = addToColumn(state, { type: 'addToColumn', block: block('new'), column: { blockId: 'row', columnId: 'left' } });
  expect(nestedIds(next, 'row', 'left')).toEqual(['x', 'new']);
  expect(nestedIds(next, 'row', 'right')).toEqual([]);
  expect(next.blocks[0]).toBe(state.blocks[0]);
  expect((next.blocks[1].content.columns as any)[0].blocks[0]).toBe((state.blocks[1].content.columns as any)[0].blocks[0]);
  expect(nestedIds(state, 'row', 'left')).toEqual(['x']);
});

test('fills a column the count shows but the stored list lacks', () => {
  const row = columnsWith('row', { left: [] });
  row.content.count = 2;
  const state = { ...stateWith([]), blocks: [row] };
  const next = addToColumn(state, { type: 'addToColumn', block: block('new'), column: { blockId: 'row', columnId: 'column-2' } });
  expect(nestedIds(next, 'row', 'column-2')).toEqual(['new']);
});

test('refuses a columns block (columns do not nest) and an unknown column', () => {
  const state = withRow();
  expect(
    addToColumn(state, { type: 'addToColumn', block: columnsWith('inner', { c: [] }), column: { blockId: 'row', columnId: 'left' } }),
  ).toBe(state);
  expect(addToColumn(state, { type: 'addToColumn', block: block('new'), column: { blockId: 'row', columnId: 'nope' } })).toBe(state);
  expect(addToColumn(state, { type: 'addToColumn', block: block('new'), column: { blockId: 'a', columnId: 'left' } })).toBe(state);
});
