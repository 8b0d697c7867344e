import { moveSelection } from '../move-selection';
import { ids, stateWith } from './block-fixture';

test('moves the selected blocks up together', () => {
  expect(
    ids(moveSelection(stateWith(['a', 'b', 'c', 'd'], { selectedIds: ['b', 'd'] }), { type: 'moveSelection', direction: -1 })),
  ).toEqual(['b', 'a', 'd', 'c']);
});

test('moves the selected blocks down and stops at the end', () => {
  expect(ids(moveSelection(stateWith(['a', 'b', 'c'], { selectedIds: ['b', 'c'] }), { type: 'moveSelection', direction: 1 }))).toEqual([
    'a',
    'b',
    'c',
  ]);
  expect(ids(moveSelection(stateWith(['a', 'b', 'c'], { selectedIds: ['a'] }), { type: 'moveSelection', direction: 1 }))).toEqual([
    'b',
    'a',
    'c',
  ]);
});
