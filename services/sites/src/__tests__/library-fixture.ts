import { block } from './blocks-fixture';

/** The shipped library stands in for the shipped template library (seed/templates) in these tests. */
export const libraryFixture = [
  {
    key: 'landing-startup',
    name: 'Startup Landing',
    description: 'A landing page',
    category: 'landing',
    is_premium: false,
    is_popular: true,
    rating: 4.8,
    preview_image: '',
    blocks: [block('t1', 'hero', { title: 'Launch faster', subtitle: 'With Atlas' })],
  },
  {
    key: 'blog-journal',
    name: 'Journal',
    description: 'A blog home',
    category: 'blog',
    is_premium: true,
    is_popular: false,
    rating: 4.5,
    preview_image: '',
    blocks: [block('t2', 'heading', { text: 'Journal', level: 'h1' })],
  },
];
