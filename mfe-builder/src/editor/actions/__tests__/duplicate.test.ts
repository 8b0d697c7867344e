import { duplicate } from '../duplicate';
import { block, ids, stateWith } from './block-fixture';

test('inserts each copy right after its original and selects the copies', () => {
  const next = duplicate(stateWith(['a', 'b', 'c']), {
    type: 'duplicate',
    copies: [
      { afterId: 'a', block: block('a2') },
      { afterId: 'c', block: block('c2') },
    ],
  });
  expect(ids(next)).toEqual(['a', 'a2', 'b', 'c', 'c2']);
  expect(next.selectedIds).toEqual(['a2', 'c2']);
});
