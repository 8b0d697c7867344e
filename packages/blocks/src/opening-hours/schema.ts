import { defineBlock } from '../define-block';

export type OpeningHoursContent = { title: string; hours: { day: string; time: string }[] };

export const openingHoursSchema = defineBlock<OpeningHoursContent>()({
  type: 'opening-hours',
  label: 'Opening Hours',
  category: 'business',
  icon: '◷',
  description: 'When you are open, day by day.',
  defaults: () => ({
    title: 'Opening hours',
    hours: [
      { day: 'Monday – Friday', time: '9:00 – 18:00' },
      { day: 'Saturday', time: '10:00 – 16:00' },
      { day: 'Sunday', time: 'Closed' },
    ],
  }),
  fields: [
    { name: 'title', label: 'Title', kind: 'text' },
    {
      name: 'hours',
      label: 'Hours',
      kind: 'list',
      itemLabel: 'Day',
      fields: [
        { name: 'day', label: 'Day(s)', kind: 'text' },
        { name: 'time', label: 'Hours', kind: 'text' },
      ],
      newItem: () => ({ day: 'Holiday', time: 'Closed' }),
    },
  ],
});
