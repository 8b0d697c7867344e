import type { BlockDefinition } from '../types';
import { cssColor, num, oneOf } from '../shared/content';

const STYLES = ['solid', 'dashed', 'dotted', 'double'] as const;

export const dividerBlock: BlockDefinition = {
  type: 'divider',
  label: 'Divider',
  category: 'layout',
  icon: '—',
  description: 'A horizontal line that separates sections.',
  defaults: () => ({ style: 'solid', color: '#e0e0e0', thickness: 1 }),
  fields: [
    {
      name: 'style',
      label: 'Line style',
      kind: 'select',
      options: STYLES.map((s) => ({ value: s, label: s[0].toUpperCase() + s.slice(1) })),
    },
    { name: 'color', label: 'Colour', kind: 'color' },
    { name: 'thickness', label: 'Thickness (px)', kind: 'number', min: 1, max: 20 },
  ],
  render: ({ content }) => (
    <hr
      className="atlas-divider"
      style={{
        borderTopStyle: oneOf(content.style, STYLES, 'solid'),
        borderTopColor: cssColor(content.color) || '#e0e0e0',
        borderTopWidth: num(content.thickness, 1, 1, 20),
      }}
    />
  ),
};
