import { indexBlocks, withoutNested } from '../column-blocks';
import { createEditorStore } from '../store';
import { initialEditorState } from '../types';
import { block, columnsWith } from '../actions/__tests__/block-fixture';

test('indexes the blocks inside columns by id and knows the column of each', () => {
  const { byId, columnOf } = indexBlocks([block('a'), columnsWith('row', { left: ['x'], right: ['y'] })]);
  expect([...byId.keys()]).toEqual(['a', 'row', 'x', 'y']);
  expect(columnOf.get('y')).toEqual({ blockId: 'row', columnId: 'right' });
  expect(columnOf.has('a')).toBe(false);
});

test('keeps a block without the given nested blocks as the same object', () => {
  const row = columnsWith('row', { left: ['x'] });
  expect(withoutNested(row, new Set(['other']))).toBe(row);
  expect(withoutNested(block('a'), new Set(['a']))).toEqual(block('a'));
});

test('a nested edit keeps the top-level ids list and the other blocks of the snapshot', () => {
  const store = createEditorStore(initialEditorState('Home', [block('a'), columnsWith('row', { left: ['x'], right: ['y'] })]));
  const before = store.getSnapshot();
  store.dispatch({ type: 'updateContent', id: 'x', column: { blockId: 'row', columnId: 'left' }, patch: { text: 'Edited' } });
  const after = store.getSnapshot();
  expect(after.ids).toBe(before.ids);
  expect(after.byId.get('a')).toBe(before.byId.get('a'));
  expect(after.byId.get('y')).toBe(before.byId.get('y'));
  expect(after.byId.get('x')!.content).toEqual({ text: 'Edited' });
  expect(after.state.dirty).toBe(true);
  store.dispatch({ type: 'undo' });
  expect(store.getSnapshot().byId.get('x')!.content).toEqual({ text: 'x' });
});
