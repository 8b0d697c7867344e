import { defineBlock } from '../define-block';
import { str } from '../shared/content';

export type EmbedContent = { url: string; title: string; height: number };

export const embedSchema = defineBlock<EmbedContent>()({
  type: 'embed',
  label: 'Embed',
  category: 'advanced',
  icon: '❐',
  description: 'Embed another page by its URL: booking calendars, slides, players.',
  defaults: () => ({ url: '', title: 'Embedded content', height: 450 }),
  fields: [
    { name: 'url', label: 'Embed URL (https://...)', kind: 'url' },
    { name: 'title', label: 'Title (for screen readers)', kind: 'text' },
    { name: 'height', label: 'Height (px)', kind: 'number', min: 100, max: 2000, step: 10 },
  ],
  validate: (content) =>
    str(content.url) && !/^https:\/\//i.test(str(content.url).trim()) ? 'The embed URL must start with https://' : null,
});
