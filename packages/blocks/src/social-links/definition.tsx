import type { BlockDefinition } from '../types';
import { ALIGNS, alignOptions, list, oneOf, str } from '../shared/content';
import { safeUrl } from '../shared/safe-url';
import { Icon } from '../shared/icons';

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
const networkLabel = (network: string) => SOCIAL_NETWORKS.find((n) => n.value === network)?.label ?? network;

export const socialLinksBlock: BlockDefinition = {
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
  render: ({ content }) => (
    <nav className={`atlas-social atlas-align-${oneOf(content.align, ALIGNS, 'center')}`} aria-label={str(content.title) || 'Social media'}>
      {str(content.title) && <p className="atlas-social__title">{str(content.title)}</p>}
      <ul>
        {list(content.links).map((link, i) => {
          const href = safeUrl(link.url);
          return href ? (
            <li key={i}>
              <a href={href} target="_blank" rel="noopener noreferrer" aria-label={networkLabel(str(link.network))}>
                <Icon name={str(link.network)} size={20} />
              </a>
            </li>
          ) : null;
        })}
      </ul>
    </nav>
  ),
};
