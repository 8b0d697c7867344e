import { defineBlock } from '../define-block';

export type DataListContent = { title: string; items: { label: string; value: string }[] };

export const dataListSchema = defineBlock<DataListContent>()({
  type: 'data-list',
  label: 'Key Facts',
  category: 'data',
  icon: '≣',
  description: 'Label and value pairs: specifications, project facts, event details.',
  defaults: () => ({
    title: 'Project facts',
    items: [
      { label: 'Client', value: 'Northwind Traders' },
      { label: 'Year', value: '2024' },
      { label: 'Services', value: 'Brand identity, website' },
      { label: 'Result', value: '+62% online orders' },
    ],
  }),
  fields: [
    { name: 'title', label: 'Title', kind: 'text' },
    {
      name: 'items',
      label: 'Facts',
      kind: 'list',
      itemLabel: 'Fact',
      fields: [
        { name: 'label', label: 'Label', kind: 'text' },
        { name: 'value', label: 'Value', kind: 'text' },
      ],
      newItem: () => ({ label: 'Label', value: 'Value' }),
    },
  ],
});
