import type { BlockRender } from '../types';
import { cssColor, num, oneOf } from '../shared/content';
import { type DividerContent, STYLES } from './schema';

export const dividerView: BlockRender<DividerContent> = ({ content }) => (
  <hr
    className="atlas-divider"
    style={{
      borderTopStyle: oneOf(content.style, STYLES, 'solid'),
      borderTopColor: cssColor(content.color) || '#e0e0e0',
      borderTopWidth: num(content.thickness, 1, 1, 20),
    }}
  />
);
