import { deleteSelection } from '../delete-selection';
import { ids, stateWith } from './block-fixture';

test('removes every selected block', () => {
  const next = deleteSelection(stateWith(['a', 'b', 'c'], { selectedIds: ['a', 'c'] }));
  expect(ids(next)).toEqual(['b']);
  expect(next.selectedIds).toEqual([]);
});
