import { clearSelection, select } from '../select';
import { stateWith } from './block-fixture';

test('a click selects a block and a second click on it deselects it', () => {
  const once = select(stateWith(['a', 'b']), { type: 'select', id: 'a' });
  expect(once.selectedIds).toEqual(['a']);
  expect(select(once, { type: 'select', id: 'a' }).selectedIds).toEqual([]);
});

test('a plain click on another block replaces the selection', () => {
  expect(select(stateWith(['a', 'b'], { selectedIds: ['a'] }), { type: 'select', id: 'b' }).selectedIds).toEqual(['b']);
});

test('Shift or Ctrl click adds to and removes from a multi-selection', () => {
  const two = select(stateWith(['a', 'b'], { selectedIds: ['a'] }), { type: 'select', id: 'b', additive: true });
  expect(two.selectedIds).toEqual(['a', 'b']);
  expect(select(two, { type: 'select', id: 'a', additive: true }).selectedIds).toEqual(['b']);
});

test('clearing an empty selection keeps the same state', () => {
  const state = stateWith(['a']);
  expect(clearSelection(state)).toBe(state);
});
