import { defineBlock } from '../define-block';
import { alignOptions, type Align } from '../shared/content';

export type QuoteContent = { quote: string; author: string; source: string; align: Align };

export const quoteSchema = defineBlock<QuoteContent>()({
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
});
