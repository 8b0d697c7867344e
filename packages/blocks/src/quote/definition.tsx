import type { BlockDefinition } from '../types';
import { ALIGNS, alignOptions, oneOf, str } from '../shared/content';

export const quoteBlock: BlockDefinition = {
  type: 'quote',
  label: 'Quote',
  category: 'content',
  icon: '“',
  description: 'A pull quote with its author and source.',
  defaults: () => ({
    quote: 'Simplicity is the ultimate sophistication.',
    author: 'Clare Boothe Luce',
    source: 'Stuffed Shirts, 1931',
    align: 'left',
  }),
  fields: [
    { name: 'quote', label: 'Quote', kind: 'textarea' },
    { name: 'author', label: 'Author', kind: 'text' },
    { name: 'source', label: 'Source', kind: 'text' },
    { name: 'align', label: 'Alignment', kind: 'select', options: alignOptions },
  ],
  render: ({ content }) => (
    <figure className={`atlas-quote atlas-align-${oneOf(content.align, ALIGNS, 'left')}`}>
      <blockquote>
        <p>{str(content.quote)}</p>
      </blockquote>
      {(str(content.author) || str(content.source)) && (
        <figcaption>
          {str(content.author) && <span>— {str(content.author)}</span>}
          {str(content.source) && (
            <cite>
              {str(content.author) ? ', ' : ''}
              {str(content.source)}
            </cite>
          )}
        </figcaption>
      )}
    </figure>
  ),
};
