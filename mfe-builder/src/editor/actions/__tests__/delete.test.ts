import { deleteBlock } from '../delete';
import { block, columnsWith, ids, nestedIds, stateWith } from './block-fixture';

test('removes the block and clears the selection when it was selected', () => {
  const next = deleteBlock(stateWith(['a', 'b'], { selectedIds: ['b'] }), { type: 'delete', id: 'b' });
  expect(ids(next)).toEqual(['a']);
  expect(next.selectedIds).toEqual([]);
});

test('keeps the selection of another block', () => {
  expect(deleteBlock(stateWith(['a', 'b'], { selectedIds: ['a'] }), { type: 'delete', id: 'b' }).selectedIds).toEqual(['a']);
});

test('removes a block from its column, and from the selection, leaving the other blocks as they were', () => {
  const state = { ...stateWith(['a']), blocks: [block('a'), columnsWith('row', { left: ['x', 'y'], right: ['z'] })], selectedIds: ['y'] };
  const next = deleteBlock(state, { type: 'delete', id: 'y', column: { blockId: 'row', columnId: 'left' } });
  expect(nestedIds(next, 'row', 'left')).toEqual(['x']);
  expect(nestedIds(next, 'row', 'right')).toEqual(['z']);
  expect(next.selectedIds).toEqual([]);
  expect(next.blocks[0]).toBe(state.blocks[0]);
});

test('a nested block that is not in the named column is left alone', () => {
  const state = { ...stateWith([]), blocks: [columnsWith('row', { left: ['x'], right: ['z'] })] };
  expect(deleteBlock(state, { type: 'delete', id: 'z', column: { blockId: 'row', columnId: 'left' } })).toBe(state);
});
