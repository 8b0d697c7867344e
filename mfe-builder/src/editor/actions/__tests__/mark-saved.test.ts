import { markSaved } from '../mark-saved';
import { stateWith } from './block-fixture';

test('saving what is on the canvas clears dirty and records the time', () => {
  const state = stateWith(['a'], { dirty: true });
  expect(markSaved(state, { type: 'markSaved', savedAt: 'T', title: state.title, blocks: state.blocks, version: 4 })).toMatchObject({
    dirty: false,
    savedAt: 'T',
    version: 4,
  });
});

test('an edit made while the save was in flight keeps the page dirty', () => {
  const state = stateWith(['a'], { dirty: true });
  expect(markSaved(state, { type: 'markSaved', savedAt: 'T', title: state.title, blocks: [], version: 4 }).dirty).toBe(true);
});
