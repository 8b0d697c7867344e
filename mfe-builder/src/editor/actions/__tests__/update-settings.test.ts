import { updateSettings } from '../update-settings';
import { stateWith } from './block-fixture';

test('hides a block on mobile while it stays visible elsewhere', () => {
  const next = updateSettings(stateWith(['a']), { type: 'updateSettings', id: 'a', patch: { visibility: { desktop: true, tablet: true, mobile: false } } });
  expect(next.blocks[0].settings.visibility).toEqual({ desktop: true, tablet: true, mobile: false });
  expect(next.blocks[0].settings.borderRadius).toBe(0);
});
