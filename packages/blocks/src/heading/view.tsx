import type { BlockRender } from '../types';
import { ALIGNS, cssColor, oneOf, str } from '../shared/content';
import { type HeadingContent, LEVELS } from './schema';

export const headingView: BlockRender<HeadingContent> = ({ content }) => {
  const Tag = oneOf(content.level, LEVELS, 'h2');
  const color = cssColor(content.color);
  return (
    <Tag className={`atlas-heading atlas-align-${oneOf(content.align, ALIGNS, 'left')}`} style={color ? { color } : undefined}>
      {str(content.text)}
    </Tag>
  );
};
