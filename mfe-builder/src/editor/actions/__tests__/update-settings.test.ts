import { updateSettings } from '../update-settings';
import { columnsWith, stateWith } from './block-fixture';

test('hides a block on mobile while it stays visible elsewhere', () => {
  const next = updateSettings(stateWith(['a']), {
    type: 'updateSettings',
    id: 'a',
    patch: { visibility: { desktop: true, tablet: true, mobile: false } },
  });
  expect(next.blocks[0].settings.visibility).toEqual({ desktop: true, tablet: true, mobile: false });
  expect(next.blocks[0].settings.borderRadius).toBe(0);
});

test('changes the settings of a block inside a column', () => {
  const state = { ...stateWith([]), blocks: [columnsWith('row', { left: ['x'] })] };
  const next = updateSettings(state, {
    type: 'updateSettings',
    id: 'x',
    column: { blockId: 'row', columnId: 'left' },
    patch: { borderRadius: 8 },
  });
  expect((next.blocks[0].content.columns as any)[0].blocks[0].settings.borderRadius).toBe(8);
});
