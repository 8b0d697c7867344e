import { defineBlock } from '../define-block';

export const STYLES = ['bullet', 'numbered', 'check'] as const;

export type ListContent = { title: string; items: string; style: (typeof STYLES)[number] };

export const listSchema = defineBlock<ListContent>()({
  type: 'list',
  label: 'List',
  category: 'content',
  icon: '•',
  description: 'A bulleted, numbered or checklist list, one item per line.',
  defaults: () => ({
    title: '',
    items: 'Free 14-day trial\nNo credit card required\nCancel anytime',
    style: 'check',
  }),
  fields: [
    { name: 'title', label: 'Title', kind: 'text' },
    { name: 'items', label: 'Items (one per line)', kind: 'textarea' },
    {
      name: 'style',
      label: 'Style',
      kind: 'select',
      options: [
        { value: 'bullet', label: 'Bullets' },
        { value: 'numbered', label: 'Numbers' },
        { value: 'check', label: 'Check marks' },
      ],
    },
  ],
});
