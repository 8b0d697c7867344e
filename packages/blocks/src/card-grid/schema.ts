import { defineBlock } from '../define-block';
import { illustration } from '../shared/illustration';

export type CardGridContent = {
  title: string;
  columns: number;
  cards: { image: string; alt: string; title: string; text: string; link: string; linkText: string }[];
};

export const cardGridSchema = defineBlock<CardGridContent>()({
  type: 'card-grid',
  label: 'Card Grid',
  category: 'layout',
  icon: '▤',
  description: 'Cards with an image, title, text and link — for services, posts or projects.',
  defaults: () => ({
    title: 'Latest from the blog',
    columns: 3,
    cards: [
      {
        image: illustration(205, 800, 500),
        alt: 'Illustration of mountains',
        title: 'Planning your first website',
        text: 'A simple checklist to go from blank page to launch.',
        link: '#',
        linkText: 'Read more',
      },
      {
        image: illustration(160, 800, 500),
        alt: 'Illustration of hills',
        title: 'Writing copy that converts',
        text: 'Clear headlines and honest promises beat clever wordplay.',
        link: '#',
        linkText: 'Read more',
      },
      {
        image: illustration(20, 800, 500),
        alt: 'Illustration of a desert',
        title: 'Speed matters',
        text: 'Why fast pages rank higher and sell more.',
        link: '#',
        linkText: 'Read more',
      },
    ],
  }),
  fields: [
    { name: 'title', label: 'Title', kind: 'text' },
    { name: 'columns', label: 'Columns', kind: 'number', min: 1, max: 4, step: 1 },
    {
      name: 'cards',
      label: 'Cards',
      kind: 'list',
      itemLabel: 'Card',
      fields: [
        { name: 'image', label: 'Image', kind: 'image' },
        { name: 'alt', label: 'Alternative text', kind: 'text' },
        { name: 'title', label: 'Title', kind: 'text' },
        { name: 'text', label: 'Text', kind: 'textarea' },
        { name: 'link', label: 'Link', kind: 'url' },
        { name: 'linkText', label: 'Link text', kind: 'text' },
      ],
      newItem: () => ({
        image: illustration(240, 800, 500),
        alt: 'Illustration of a landscape',
        title: 'New card',
        text: 'A short description.',
        link: '',
        linkText: 'Read more',
      }),
    },
  ],
});
