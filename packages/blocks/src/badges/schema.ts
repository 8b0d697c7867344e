import { defineBlock } from '../define-block';
import { alignOptions, type Align } from '../shared/content';

export type BadgesContent = { items: string; align: Align };

export const badgesSchema = defineBlock<BadgesContent>()({
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
});
