import { redo, undo } from '../undo';
import { block, ids, stateWith } from './block-fixture';

test('undo restores the previous block list and keeps the page dirty', () => {
  const previous = [block('a')];
  const state = stateWith(['a', 'b'], { history: { past: [previous], future: [], group: null } });
  const undone = undo(state);
  expect(ids(undone)).toEqual(['a']);
  expect(undone.dirty).toBe(true);
  expect(undone.history.future[0]).toBe(state.blocks);
});

test('redo replays what undo took back', () => {
  const state = stateWith(['a', 'b'], { history: { past: [[block('a')]], future: [], group: null } });
  expect(ids(redo(undo(state)))).toEqual(['a', 'b']);
});

test('with nothing to undo or redo the state is unchanged', () => {
  const state = stateWith(['a']);
  expect(undo(state)).toBe(state);
  expect(redo(state)).toBe(state);
});
