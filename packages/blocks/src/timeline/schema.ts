import { defineBlock } from '../define-block';

export type TimelineContent = { title: string; items: { date: string; title: string; description: string }[] };

export const timelineSchema = defineBlock<TimelineContent>()({
  type: 'timeline',
  label: 'Timeline',
  category: 'data',
  icon: '┆',
  description: 'Milestones in order: a company history, a CV, an event programme.',
  defaults: () => ({
    title: 'Our story',
    items: [
      { date: '2019', title: 'Founded', description: 'Two friends, one laptop and a kitchen table.' },
      { date: '2021', title: 'First 1,000 customers', description: 'Word of mouth did the rest.' },
      { date: '2024', title: 'A team of 25', description: 'Now helping businesses in 30 countries.' },
    ],
  }),
  fields: [
    { name: 'title', label: 'Title', kind: 'text' },
    {
      name: 'items',
      label: 'Milestones',
      kind: 'list',
      itemLabel: 'Milestone',
      fields: [
        { name: 'date', label: 'Date', kind: 'text' },
        { name: 'title', label: 'Title', kind: 'text' },
        { name: 'description', label: 'Description', kind: 'textarea' },
      ],
      newItem: () => ({ date: '2025', title: 'Milestone', description: '' }),
    },
  ],
});
