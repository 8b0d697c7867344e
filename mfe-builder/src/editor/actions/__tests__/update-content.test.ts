import { updateContent } from '../update-content';
import { block, columnsWith, stateWith } from './block-fixture';

test('merges the patch into the edited block and keeps every other block object untouched', () => {
  const state = stateWith(['a', 'b']);
  const next = updateContent(state, { type: 'updateContent', id: 'b', patch: { text: 'Hello' } });
  expect(next.blocks[1].content).toEqual({ text: 'Hello' });
  expect(next.blocks[0]).toBe(state.blocks[0]);
  expect(state.blocks[1].content).toEqual({ text: 'b' });
});

test('edits a block inside a column: only that nested block and its columns block are new objects', () => {
  const state = { ...stateWith([]), blocks: [block('a'), columnsWith('row', { left: ['x', 'y'], right: ['z'] })] };
  const next = updateContent(state, {
    type: 'updateContent',
    id: 'y',
    column: { blockId: 'row', columnId: 'left' },
    patch: { text: 'Nested' },
  });
  const columns = (s: typeof state) => s.blocks[1].content.columns as { blocks: { content: unknown }[] }[];
  expect(columns(next)[0].blocks[1].content).toEqual({ text: 'Nested' });
  expect(columns(next)[0].blocks[0]).toBe(columns(state)[0].blocks[0]);
  expect(columns(next)[1].blocks[0]).toBe(columns(state)[1].blocks[0]);
  expect(next.blocks[0]).toBe(state.blocks[0]);
  expect(columns(state)[0].blocks[1].content).toEqual({ text: 'y' });
});

test('changes nothing when the nested block is not in the named column', () => {
  const state = { ...stateWith([]), blocks: [columnsWith('row', { left: ['x'], right: ['z'] })] };
  expect(updateContent(state, { type: 'updateContent', id: 'z', column: { blockId: 'row', columnId: 'left' }, patch: { text: '!' } })).toBe(
    state,
  );
});
