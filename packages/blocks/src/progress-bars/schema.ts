import { defineBlock } from '../define-block';

export type ProgressBarsContent = { title: string; items: { label: string; value: number }[] };

export const progressBarsSchema = defineBlock<ProgressBarsContent>()({
  type: 'progress-bars',
  label: 'Progress Bars',
  category: 'data',
  icon: '▰',
  description: 'Labelled bars for skills, goals or survey results (0–100%).',
  defaults: () => ({
    title: 'Skills',
    items: [
      { label: 'Web design', value: 95 },
      { label: 'Branding', value: 85 },
      { label: 'Photography', value: 70 },
    ],
  }),
  fields: [
    { name: 'title', label: 'Title', kind: 'text' },
    {
      name: 'items',
      label: 'Bars',
      kind: 'list',
      itemLabel: 'Bar',
      fields: [
        { name: 'label', label: 'Label', kind: 'text' },
        { name: 'value', label: 'Percent', kind: 'number', min: 0, max: 100, step: 1 },
      ],
      newItem: () => ({ label: 'New skill', value: 50 }),
    },
  ],
});
