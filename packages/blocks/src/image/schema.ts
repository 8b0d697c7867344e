import { defineBlock } from '../define-block';
import { illustration } from '../shared/illustration';

export type ImageContent = { src: string; alt: string; caption: string };

export const imageSchema = defineBlock<ImageContent>()({
  type: 'image',
  label: 'Image',
  category: 'media',
  icon: '▣',
  description: 'A single picture with alternative text and an optional caption.',
  defaults: () => ({
    src: illustration(),
    alt: 'Illustration of mountains under a sunny sky',
    caption: '',
  }),
  fields: [
    { name: 'src', label: 'Image', kind: 'image' },
    { name: 'alt', label: 'Alternative text', kind: 'text' },
    { name: 'caption', label: 'Caption', kind: 'text' },
  ],
});
