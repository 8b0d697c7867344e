import { defineBlock } from '../define-block';
import { alignOptions, type Align } from '../shared/content';

export const LEVELS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

export type HeadingContent = { text: string; level: (typeof LEVELS)[number]; align: Align; color: string };

export const headingSchema = defineBlock<HeadingContent>()({
  type: 'heading',
  label: 'Heading',
  category: 'content',
  icon: 'H',
  description: 'A title for a page or a section, h1 to h6.',
  defaults: () => ({ text: 'Your heading here', level: 'h2', align: 'left', color: '' }),
  fields: [
    { name: 'text', label: 'Text', kind: 'text' },
    { name: 'level', label: 'Level', kind: 'select', options: LEVELS.map((l) => ({ value: l, label: l.toUpperCase() })) },
    { name: 'align', label: 'Alignment', kind: 'select', options: alignOptions },
    { name: 'color', label: 'Colour', kind: 'color' },
  ],
});
