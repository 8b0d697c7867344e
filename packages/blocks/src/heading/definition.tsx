import type { BlockDefinition } from '../types';
import { ALIGNS, alignOptions, cssColor, oneOf, str } from '../shared/content';

const LEVELS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

export const headingBlock: BlockDefinition = {
  type: 'heading',
  label: 'Heading',
  category: 'content',
  icon: 'H',
  description: 'A title for a page or a section, h1 to h6.',
  defaults: () => ({ text: 'Your heading here', level: 'h2', align: 'left', color: '' }),
  fields: [
    { name: 'text', label: 'Text', kind: 'text' },
    { name: 'level', label: 'Level', kind: 'select', options: LEVELS.map((l) => ({ value: l, label: l.toUpperCase() })) },
    { name: 'align', label: 'Alignment', kind: 'select', options: alignOptions },
    { name: 'color', label: 'Colour', kind: 'color' },
  ],
  render: ({ content }) => {
    const Tag = oneOf(content.level, LEVELS, 'h2');
    const color = cssColor(content.color);
    return (
      <Tag className={`atlas-heading atlas-align-${oneOf(content.align, ALIGNS, 'left')}`} style={color ? { color } : undefined}>
        {str(content.text)}
      </Tag>
    );
  },
};
