import { paste } from '../paste';
import { block, ids, stateWith } from './block-fixture';

test('pastes after the selected block and selects the pasted blocks', () => {
  const next = paste(stateWith(['a', 'b'], { selectedIds: ['a'] }), { type: 'paste', blocks: [block('x'), block('y')] });
  expect(ids(next)).toEqual(['a', 'x', 'y', 'b']);
  expect(next.selectedIds).toEqual(['x', 'y']);
});

test('pastes at the end when nothing is selected', () => {
  expect(ids(paste(stateWith(['a']), { type: 'paste', blocks: [block('x')] }))).toEqual(['a', 'x']);
});
