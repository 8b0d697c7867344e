import { updateContent } from '../update-content';
import { stateWith } from './block-fixture';

test('merges the patch into the edited block and keeps every other block object untouched', () => {
  const state = stateWith(['a', 'b']);
  const next = updateContent(state, { type: 'updateContent', id: 'b', patch: { text: 'Hello' } });
  expect(next.blocks[1].content).toEqual({ text: 'Hello' });
  expect(next.blocks[0]).toBe(state.blocks[0]);
  expect(state.blocks[1].content).toEqual({ text: 'b' });
});
