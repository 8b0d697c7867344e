import { defineBlock } from '../define-block';

export type StatsContent = { title: string; items: { value: string; label: string }[] };

export const statsSchema = defineBlock<StatsContent>()({
  type: 'stats',
  label: 'Stats',
  category: 'data',
  icon: '#',
  description: 'Big numbers that prove your point: customers, years, ratings.',
  defaults: () => ({
    title: '',
    items: [
      { value: '12k+', label: 'Sites launched' },
      { value: '99.9%', label: 'Uptime' },
      { value: '4.9/5', label: 'Average rating' },
      { value: '24/7', label: 'Support' },
    ],
  }),
  fields: [
    { name: 'title', label: 'Title', kind: 'text' },
    {
      name: 'items',
      label: 'Numbers',
      kind: 'list',
      itemLabel: 'Number',
      fields: [
        { name: 'value', label: 'Value', kind: 'text' },
        { name: 'label', label: 'Label', kind: 'text' },
      ],
      newItem: () => ({ value: '100', label: 'Something counted' }),
    },
  ],
});
