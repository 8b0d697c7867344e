import { updateStyle } from '../update-style';
import { stateWith } from './block-fixture';

test('changes the style of the active breakpoint only', () => {
  const next = updateStyle(stateWith(['a']), { type: 'updateStyle', id: 'a', breakpoint: 'mobile', patch: { fontSize: '14px' } });
  expect(next.blocks[0].style.mobile).toEqual({ fontSize: '14px' });
  expect(next.blocks[0].style.desktop).toEqual({});
});
