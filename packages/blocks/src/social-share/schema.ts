import { defineBlock } from '../define-block';

export type SocialShareContent = { title: string; url: string };

export const socialShareSchema = defineBlock<SocialShareContent>()({
  type: 'social-share',
  label: 'Share Buttons',
  category: 'social',
  icon: '⇪',
  description: 'Buttons that share the page on social networks or by email.',
  interactive: true,
  defaults: () => ({ title: 'Share this page', url: '' }),
  fields: [
    { name: 'title', label: 'Title', kind: 'text' },
    { name: 'url', label: 'Address to share (empty: the current page)', kind: 'url' },
  ],
});
