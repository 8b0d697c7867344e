import { move } from '../move';
import { ids, stateWith } from './block-fixture';

test('reorders a block to the index it was dragged to', () => {
  expect(ids(move(stateWith(['a', 'b', 'c']), { type: 'move', id: 'a', toIndex: 2 }))).toEqual(['b', 'c', 'a']);
  expect(ids(move(stateWith(['a', 'b', 'c']), { type: 'move', id: 'c', toIndex: 0 }))).toEqual(['c', 'a', 'b']);
});

test('returns the same state when the move changes nothing', () => {
  const state = stateWith(['a', 'b']);
  expect(move(state, { type: 'move', id: 'a', toIndex: 0 })).toBe(state);
  expect(move(state, { type: 'move', id: 'a', toIndex: -5 })).toBe(state);
});
