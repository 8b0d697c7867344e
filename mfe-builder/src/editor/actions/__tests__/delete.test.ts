import { deleteBlock } from '../delete';
import { ids, stateWith } from './block-fixture';

test('removes the block and clears the selection when it was selected', () => {
  const next = deleteBlock(stateWith(['a', 'b'], { selectedIds: ['b'] }), { type: 'delete', id: 'b' });
  expect(ids(next)).toEqual(['a']);
  expect(next.selectedIds).toEqual([]);
});

test('keeps the selection of another block', () => {
  expect(deleteBlock(stateWith(['a', 'b'], { selectedIds: ['a'] }), { type: 'delete', id: 'b' }).selectedIds).toEqual(['a']);
});
