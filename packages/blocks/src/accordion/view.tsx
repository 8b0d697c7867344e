import type { BlockRender } from '../types';
import { list, str } from '../shared/content';
import { RichText } from '../shared/rich-text';
import type { AccordionContent } from './schema';

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

export const accordionView: BlockRender<AccordionContent> = ({ content, block }) => (
  <AccordionList items={list(content.items)} allowMultiple={!!content.allowMultiple} groupId={String(block.id)} />
);
