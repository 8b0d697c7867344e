import type { BlockRender } from '../types';
import { str } from '../shared/content';
import { safeUrl } from '../shared/safe-url';
import { Icon } from '../shared/icons';
import type { SocialShareContent } from './schema';

const SHARE_TARGETS = [
  { network: 'facebook', label: 'Share on Facebook', href: (u: string) => `https://www.facebook.com/sharer/sharer.php?u=${u}` },
  { network: 'x', label: 'Share on X', href: (u: string) => `https://x.com/intent/post?url=${u}` },
  { network: 'linkedin', label: 'Share on LinkedIn', href: (u: string) => `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
  { network: 'mail', label: 'Share by email', href: (u: string) => `mailto:?body=${u}` },
];

/** Share links. With no page address given, islandScript fills in the visited page's address. */
export const socialShareView: BlockRender<SocialShareContent> = ({ content }) => {
  const url = safeUrl(content.url);
  const encoded = url ? encodeURIComponent(url) : '__ATLAS_PAGE_URL__';
  return (
    <div className="atlas-social atlas-share">
      {str(content.title) && <p className="atlas-social__title">{str(content.title)}</p>}
      <ul>
        {SHARE_TARGETS.map((target) => (
          <li key={target.network}>
            <a
              href={target.href(encoded)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={target.label}
              data-atlas-share={url ? undefined : ''}
            >
              <Icon name={target.network} size={20} />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
};
