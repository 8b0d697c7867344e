import type { BlockDefinition } from '../types';
import { list, str } from '../shared/content';
import { RichText } from '../shared/rich-text';

/**
 * Native <details>: the first item starts open, and without allowMultiple the items share a `name`, so the
 * browser closes the others (islandScript does the same for browsers without exclusive <details>).
 */
export function AccordionList({
  items,
  allowMultiple,
  groupId,
}: {
  items: Record<string, unknown>[];
  allowMultiple: boolean;
  groupId: string;
}) {
  return (
    <div className="atlas-accordion" data-atlas-accordion={allowMultiple ? 'multiple' : 'single'}>
      {items.map((item, i) => (
        <details key={i} className="atlas-accordion__item" open={i === 0} name={allowMultiple ? undefined : `acc-${groupId}`}>
          <summary>{str(item.title)}</summary>
          <RichText className="atlas-accordion__content atlas-prose" html={item.content} />
        </details>
      ))}
    </div>
  );
}

export const accordionBlock: BlockDefinition = {
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
  render: ({ content, block }) => (
    <AccordionList items={list(content.items)} allowMultiple={!!content.allowMultiple} groupId={String(block.id)} />
  ),
};
