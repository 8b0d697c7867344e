import type { BlockRender } from '../types';
import { ALIGNS, list, oneOf, str } from '../shared/content';
import { safeUrl } from '../shared/safe-url';
import { Icon } from '../shared/icons';
import { type SocialLinksContent, SOCIAL_NETWORKS } from './schema';

const networkLabel = (network: string) => SOCIAL_NETWORKS.find((n) => n.value === network)?.label ?? network;

export const socialLinksView: BlockRender<SocialLinksContent> = ({ content }) => (
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
);
