import { defineBlock } from '../define-block';

export type AccordionContent = { allowMultiple: boolean; items: { title: string; content: string }[] };

export const accordionSchema = defineBlock<AccordionContent>()({
  type: 'accordion',
  label: 'Accordion',
  category: 'interactive',
  icon: '☰',
  description: 'Collapsible sections; the first one starts open.',
  interactive: true,
  defaults: () => ({
    allowMultiple: false,
    items: [
      { title: 'What is included?', content: '<p>Hosting, a free subdomain, SSL and every block in the library.</p>' },
      { title: 'Can I use my own domain?', content: '<p>Yes. Connect a custom domain from the site settings at any time.</p>' },
      { title: 'Can I cancel anytime?', content: '<p>Of course — there are no contracts and no hidden fees.</p>' },
    ],
  }),
  fields: [
    {
      name: 'items',
      label: 'Items',
      kind: 'list',
      itemLabel: 'Item',
      fields: [
        { name: 'title', label: 'Title', kind: 'text' },
        { name: 'content', label: 'Content', kind: 'richtext' },
      ],
      newItem: () => ({ title: 'New question', content: '<p>The answer.</p>' }),
    },
    { name: 'allowMultiple', label: 'Allow several open at once', kind: 'boolean' },
  ],
});
