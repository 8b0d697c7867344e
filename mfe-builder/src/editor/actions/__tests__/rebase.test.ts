import { rebase } from '../rebase';
import { stateWith } from './block-fixture';

test('builds on the version given, keeping the blocks and the unsaved changes', () => {
  const state = { ...stateWith(['a'], { dirty: true }), version: 3 };
  const next = rebase(state, { type: 'rebase', version: 5 });
  expect(next).toMatchObject({ version: 5, dirty: true });
  expect(next.blocks).toBe(state.blocks);
});

test('the same version changes nothing', () => {
  const state = { ...stateWith(['a']), version: 4 };
  expect(rebase(state, { type: 'rebase', version: 4 })).toBe(state);
});
