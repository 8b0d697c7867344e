import { add } from '../add';
import { block, ids, stateWith } from './block-fixture';

test('appends the new block at the end of the page', () => {
  expect(ids(add(stateWith(['a', 'b']), { type: 'add', block: block('c') }))).toEqual(['a', 'b', 'c']);
});
