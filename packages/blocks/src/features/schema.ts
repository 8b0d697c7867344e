import { defineBlock, type Field } from '../define-block';
import { iconNames } from '../shared/icon-paths';

export const iconField: Field<'icon'> = {
  name: 'icon',
  label: 'Icon',
  kind: 'select',
  options: iconNames.map((n) => ({ value: n, label: n })),
};

export type FeaturesContent = { title: string; columns: number; items: { icon: string; title: string; description: string }[] };

export const featuresSchema = defineBlock<FeaturesContent>()({
  type: 'features',
  label: 'Features',
  category: 'business',
  icon: '✦',
  description: 'A grid of features, each with an icon, a title and a short description.',
  defaults: () => ({
    title: 'Everything you need',
    columns: 3,
    items: [
      { icon: 'bolt', title: 'Fast by default', description: 'Pages are server-rendered and load in a blink on any device.' },
      { icon: 'shield', title: 'Secure', description: 'HTTPS everywhere and safe content handling out of the box.' },
      { icon: 'smile', title: 'Easy to edit', description: 'Drag, drop and type. Your changes are saved automatically.' },
    ],
  }),
  fields: [
    { name: 'title', label: 'Title', kind: 'text' },
    { name: 'columns', label: 'Columns', kind: 'number', min: 1, max: 6, step: 1 },
    {
      name: 'items',
      label: 'Features',
      kind: 'list',
      itemLabel: 'Feature',
      fields: [iconField, { name: 'title', label: 'Title', kind: 'text' }, { name: 'description', label: 'Description', kind: 'textarea' }],
      newItem: () => ({ icon: 'star', title: 'New feature', description: 'Describe what makes it great.' }),
    },
  ],
});
