import type { BlockDefinition } from '../types';
import { ALIGNS, alignOptions, lines, oneOf } from '../shared/content';

export const badgesBlock: BlockDefinition = {
  type: 'badges',
  label: 'Badge List',
  category: 'content',
  icon: '◉',
  description: 'Short tags or skills shown as pills, one per line.',
  defaults: () => ({ items: 'Web design\nBranding\nPhotography\nSEO', align: 'left' }),
  fields: [
    { name: 'items', label: 'Badges (one per line)', kind: 'textarea' },
    { name: 'align', label: 'Alignment', kind: 'select', options: alignOptions },
  ],
  render: ({ content }) => (
    <ul className={`atlas-badges atlas-align-${oneOf(content.align, ALIGNS, 'left')}`}>
      {lines(content.items).map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </ul>
  ),
};
