import { defineBlock } from '../define-block';
import { illustration } from '../shared/illustration';

export type ImageTextContent = {
  image: string;
  alt: string;
  imagePosition: 'left' | 'right';
  title: string;
  text: string;
  buttonText: string;
  buttonLink: string;
};

export const imageTextSchema = defineBlock<ImageTextContent>()({
  type: 'image-text',
  label: 'Image & Text',
  category: 'layout',
  icon: '◧',
  description: 'An image beside a title, text and button; stacks on mobile.',
  defaults: () => ({
    image: illustration(190),
    alt: 'Illustration of green hills',
    imagePosition: 'left',
    title: 'Designed around your story',
    text: '<p>Every section is a block you can move, restyle and reuse. Start from a template and make it yours.</p>',
    buttonText: 'See how it works',
    buttonLink: '#',
  }),
  fields: [
    { name: 'image', label: 'Image', kind: 'image' },
    { name: 'alt', label: 'Alternative text', kind: 'text' },
    {
      name: 'imagePosition',
      label: 'Image side',
      kind: 'select',
      options: [
        { value: 'left', label: 'Left' },
        { value: 'right', label: 'Right' },
      ],
    },
    { name: 'title', label: 'Title', kind: 'text' },
    { name: 'text', label: 'Text', kind: 'richtext' },
    { name: 'buttonText', label: 'Button text', kind: 'text' },
    { name: 'buttonLink', label: 'Button link', kind: 'url' },
  ],
});
