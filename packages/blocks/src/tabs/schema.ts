import { defineBlock } from '../define-block';

export type TabsContent = { tabs: { title: string; content: string }[] };

export const tabsSchema = defineBlock<TabsContent>()({
  type: 'tabs',
  label: 'Tabs',
  category: 'interactive',
  icon: '⊟',
  description: 'Content split into tabs, one visible at a time.',
  interactive: true,
  defaults: () => ({
    tabs: [
      { title: 'Overview', content: '<p>A short overview of what you offer and who it is for.</p>' },
      { title: 'Details', content: '<p>Specifications, materials, dimensions — the facts people look for.</p>' },
      { title: 'Support', content: '<p>How to reach you, response times and where to find help.</p>' },
    ],
  }),
  fields: [
    {
      name: 'tabs',
      label: 'Tabs',
      kind: 'list',
      itemLabel: 'Tab',
      fields: [
        { name: 'title', label: 'Title', kind: 'text' },
        { name: 'content', label: 'Content', kind: 'richtext' },
      ],
      newItem: () => ({ title: 'New tab', content: '<p>Tab content.</p>' }),
    },
  ],
});
