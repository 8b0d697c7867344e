import { rename } from '../rename';
import { stateWith } from './block-fixture';

test('a new title marks the page dirty', () => {
  expect(rename(stateWith([]), { type: 'rename', title: 'About' })).toMatchObject({ title: 'About', dirty: true });
});
