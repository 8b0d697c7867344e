import { defineBlock } from '../define-block';
import { alignOptions, type Align } from '../shared/content';

export const SOCIAL_NETWORKS = [
  { value: 'facebook', label: 'Facebook' },
  { value: 'instagram', label: 'Instagram' },
  { value: 'x', label: 'X (Twitter)' },
  { value: 'linkedin', label: 'LinkedIn' },
  { value: 'youtube', label: 'YouTube' },
  { value: 'github', label: 'GitHub' },
  { value: 'tiktok', label: 'TikTok' },
  { value: 'mail', label: 'Email' },
];

export type SocialLinksContent = { title: string; align: Align; links: { network: string; url: string }[] };

export const socialLinksSchema = defineBlock<SocialLinksContent>()({
  type: 'social-links',
  label: 'Social Links',
  category: 'social',
  icon: '@',
  description: 'Icons linking to your social media profiles.',
  defaults: () => ({
    title: 'Follow us',
    align: 'center',
    links: [
      { network: 'instagram', url: 'https://instagram.com/' },
      { network: 'facebook', url: 'https://facebook.com/' },
      { network: 'linkedin', url: 'https://linkedin.com/' },
      { network: 'youtube', url: 'https://youtube.com/' },
    ],
  }),
  fields: [
    { name: 'title', label: 'Title', kind: 'text' },
    { name: 'align', label: 'Alignment', kind: 'select', options: alignOptions },
    {
      name: 'links',
      label: 'Profiles',
      kind: 'list',
      itemLabel: 'Profile',
      fields: [
        { name: 'network', label: 'Network', kind: 'select', options: SOCIAL_NETWORKS },
        { name: 'url', label: 'Profile URL', kind: 'url' },
      ],
      newItem: () => ({ network: 'x', url: 'https://x.com/' }),
    },
  ],
});
