import { insertAfter } from '../insert-after';
import { block, ids, stateWith } from './block-fixture';

test('inserts a dropped library block right after the block it was dropped on', () => {
  expect(ids(insertAfter(stateWith(['a', 'b', 'c']), { type: 'insertAfter', block: block('n'), afterId: 'a' }))).toEqual([
    'a',
    'n',
    'b',
    'c',
  ]);
});

test('appends when the target block no longer exists', () => {
  expect(ids(insertAfter(stateWith(['a']), { type: 'insertAfter', block: block('n'), afterId: 'gone' }))).toEqual(['a', 'n']);
});
