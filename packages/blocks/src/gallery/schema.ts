import { defineBlock } from '../define-block';
import { illustration } from '../shared/illustration';

export type GalleryContent = { columns: number; images: { src: string; alt: string; caption: string }[] };

export const gallerySchema = defineBlock<GalleryContent>()({
  type: 'gallery',
  label: 'Gallery',
  category: 'media',
  icon: '▦',
  description: 'A grid of images with captions.',
  defaults: () => ({
    columns: 3,
    images: [
      { src: illustration(200, 800, 600), alt: 'Blue mountains at dawn', caption: '' },
      { src: illustration(150, 800, 600), alt: 'Green hills in spring', caption: '' },
      { src: illustration(25, 800, 600), alt: 'Desert ridges at sunset', caption: '' },
    ],
  }),
  fields: [
    { name: 'columns', label: 'Columns', kind: 'number', min: 1, max: 6, step: 1 },
    {
      name: 'images',
      label: 'Images',
      kind: 'list',
      itemLabel: 'Image',
      fields: [
        { name: 'src', label: 'Image', kind: 'image' },
        { name: 'alt', label: 'Alternative text', kind: 'text' },
        { name: 'caption', label: 'Caption', kind: 'text' },
      ],
      newItem: () => ({ src: illustration(260, 800, 600), alt: 'Illustration of a landscape', caption: '' }),
    },
  ],
});
