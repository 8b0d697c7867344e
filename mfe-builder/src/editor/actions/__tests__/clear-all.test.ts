import { clearAll } from '../clear-all';
import { stateWith } from './block-fixture';

test('empties the canvas and the selection', () => {
  const next = clearAll(stateWith(['a', 'b'], { selectedIds: ['a'] }));
  expect(next.blocks).toEqual([]);
  expect(next.selectedIds).toEqual([]);
});
