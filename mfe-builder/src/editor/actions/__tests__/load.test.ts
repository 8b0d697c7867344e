import { load } from '../load';
import { block, stateWith } from './block-fixture';

test('a loaded page starts clean with no selection and no history', () => {
  const busy = stateWith(['a'], { dirty: true, selectedIds: ['a'], history: { past: [[]], future: [], group: null } });
  const next = load(busy, { type: 'load', title: 'About', blocks: [block('z')], savedAt: '2026-01-01T00:00:00Z', version: 7 });
  expect(next).toMatchObject({ title: 'About', dirty: false, selectedIds: [], savedAt: '2026-01-01T00:00:00Z', version: 7 });
  expect(next.history.past).toEqual([]);
});
