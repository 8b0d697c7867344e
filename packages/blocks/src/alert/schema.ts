import { defineBlock } from '../define-block';

export const VARIANTS = ['info', 'success', 'warning', 'error'] as const;

export type AlertContent = { variant: (typeof VARIANTS)[number]; title: string; text: string };

export const alertSchema = defineBlock<AlertContent>()({
  type: 'alert',
  label: 'Notice',
  category: 'content',
  icon: 'ℹ',
  description: 'A highlighted notice: information, success, warning or error.',
  defaults: () => ({ variant: 'info', title: 'Good to know', text: 'Orders placed before 2 pm ship the same day.' }),
  fields: [
    {
      name: 'variant',
      label: 'Kind',
      kind: 'select',
      options: [
        { value: 'info', label: 'Information' },
        { value: 'success', label: 'Success' },
        { value: 'warning', label: 'Warning' },
        { value: 'error', label: 'Error' },
      ],
    },
    { name: 'title', label: 'Title', kind: 'text' },
    { name: 'text', label: 'Text', kind: 'textarea' },
  ],
});
