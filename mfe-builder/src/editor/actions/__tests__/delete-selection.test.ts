import { deleteSelection } from '../delete-selection';
import { block, columnsWith, ids, nestedIds, stateWith } from './block-fixture';

test('removes every selected block', () => {
  const next = deleteSelection(stateWith(['a', 'b', 'c'], { selectedIds: ['a', 'c'] }));
  expect(ids(next)).toEqual(['b']);
  expect(next.selectedIds).toEqual([]);
});

test('removes selected blocks inside columns too, and keeps untouched blocks the same objects', () => {
  const state = {
    ...stateWith([]),
    blocks: [block('a'), columnsWith('row', { left: ['x', 'y'], right: ['z'] }), block('b')],
    selectedIds: ['x', 'z', 'b'],
  };
  const next = deleteSelection(state);
  expect(ids(next)).toEqual(['a', 'row']);
  expect(nestedIds(next, 'row', 'left')).toEqual(['y']);
  expect(nestedIds(next, 'row', 'right')).toEqual([]);
  expect(next.blocks[0]).toBe(state.blocks[0]);
});
