import { defineBlock } from '../define-block';
import { alignOptions, type Align } from '../shared/content';
import { iconField } from '../features/schema';

export type IconBoxContent = { icon: string; title: string; text: string; link: string; linkText: string; align: Align };

export const iconBoxSchema = defineBlock<IconBoxContent>()({
  type: 'icon-box',
  label: 'Icon Box',
  category: 'content',
  icon: '◈',
  description: 'An icon with a short title and text, optionally linked.',
  defaults: () => ({
    icon: 'rocket',
    title: 'Launch faster',
    text: 'Go from idea to a live website in a single afternoon.',
    link: '',
    linkText: 'Learn more',
    align: 'center',
  }),
  fields: [
    iconField,
    { name: 'title', label: 'Title', kind: 'text' },
    { name: 'text', label: 'Text', kind: 'textarea' },
    { name: 'link', label: 'Link', kind: 'url' },
    { name: 'linkText', label: 'Link text', kind: 'text' },
    { name: 'align', label: 'Alignment', kind: 'select', options: alignOptions },
  ],
});
