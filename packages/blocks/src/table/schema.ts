import { defineBlock } from '../define-block';

export type TableContent = { caption: string; rows: string; striped: boolean };

export const tableSchema = defineBlock<TableContent>()({
  type: 'table',
  label: 'Table',
  category: 'data',
  icon: '⊞',
  description: 'A data table from comma-separated rows; the first row is the header.',
  defaults: () => ({
    caption: 'Plan comparison',
    rows: 'Feature, Starter, Pro\nWebsites, 1, 10\nCustom domain, No, Yes\nForm submissions, 100 a month, Unlimited',
    striped: true,
  }),
  fields: [
    { name: 'caption', label: 'Caption', kind: 'text' },
    { name: 'rows', label: 'Rows (comma-separated, first row is the header)', kind: 'textarea' },
    { name: 'striped', label: 'Striped rows', kind: 'boolean' },
  ],
});
