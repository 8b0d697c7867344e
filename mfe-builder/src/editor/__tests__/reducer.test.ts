import { editorReducer } from '../reducer';
import { HISTORY_LIMIT } from '../types';
import { block, ids, stateWith } from '../actions/__tests__/block-fixture';

test('any edit marks the page dirty; selecting does not', () => {
  const state = stateWith(['a']);
  expect(editorReducer(state, { type: 'select', id: 'a' }).dirty).toBe(false);
  expect(editorReducer(state, { type: 'add', block: block('b') }).dirty).toBe(true);
});

test('undo and redo walk back and forth through the block lists', () => {
  let state = stateWith([]);
  state = editorReducer(state, { type: 'add', block: block('a') });
  state = editorReducer(state, { type: 'add', block: block('b') });
  state = editorReducer(state, { type: 'undo' });
  expect(ids(state)).toEqual(['a']);
  state = editorReducer(state, { type: 'undo' });
  expect(ids(state)).toEqual([]);
  state = editorReducer(state, { type: 'redo' });
  state = editorReducer(state, { type: 'redo' });
  expect(ids(state)).toEqual(['a', 'b']);
});

test('a new edit after an undo drops the redo branch', () => {
  let state = editorReducer(stateWith([]), { type: 'add', block: block('a') });
  state = editorReducer(state, { type: 'undo' });
  state = editorReducer(state, { type: 'add', block: block('c') });
  expect(editorReducer(state, { type: 'redo' })).toBe(state);
});

test('typing in one input is a single undo step', () => {
  let state = stateWith(['a']);
  for (const text of ['H', 'He', 'Hel', 'Hell', 'Hello']) {
    state = editorReducer(state, { type: 'updateContent', id: 'a', patch: { text }, group: 'a:text' });
  }
  expect(state.history.past).toHaveLength(1);
  expect(editorReducer(state, { type: 'undo' }).blocks[0].content).toEqual({ text: 'a' });
});

test('typing in another input starts a new undo step', () => {
  let state = stateWith(['a']);
  state = editorReducer(state, { type: 'updateContent', id: 'a', patch: { text: 'x' }, group: 'a:text' });
  state = editorReducer(state, { type: 'updateContent', id: 'a', patch: { level: 'h1' }, group: 'a:level' });
  expect(state.history.past).toHaveLength(2);
});

test('history keeps at most the configured number of steps', () => {
  let state = stateWith([]);
  for (let i = 0; i < HISTORY_LIMIT + 20; i += 1) state = editorReducer(state, { type: 'add', block: block(`b${i}`) });
  expect(state.history.past).toHaveLength(HISTORY_LIMIT);
});

test('undo drops selected ids that no longer exist', () => {
  let state = editorReducer(stateWith([]), { type: 'add', block: block('a') });
  state = editorReducer(state, { type: 'select', id: 'a' });
  expect(editorReducer(state, { type: 'undo' }).selectedIds).toEqual([]);
});
