import { updateStyle } from '../update-style';
import { columnsWith, stateWith } from './block-fixture';

test('changes the style of the active breakpoint only', () => {
  const next = updateStyle(stateWith(['a']), { type: 'updateStyle', id: 'a', breakpoint: 'mobile', patch: { fontSize: '14px' } });
  expect(next.blocks[0].style.mobile).toEqual({ fontSize: '14px' });
  expect(next.blocks[0].style.desktop).toEqual({});
});

test('styles a block inside a column', () => {
  const state = { ...stateWith([]), blocks: [columnsWith('row', { left: ['x'] })] };
  const next = updateStyle(state, {
    type: 'updateStyle',
    id: 'x',
    column: { blockId: 'row', columnId: 'left' },
    breakpoint: 'tablet',
    patch: { color: 'red' },
  });
  expect((next.blocks[0].content.columns as any)[0].blocks[0].style.tablet).toEqual({ color: 'red' });
});
