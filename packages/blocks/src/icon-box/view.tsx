import type { BlockRender } from '../types';
import { ALIGNS, oneOf, str } from '../shared/content';
import { safeUrl } from '../shared/safe-url';
import { Icon } from '../shared/icons';
import type { IconBoxContent } from './schema';

export const iconBoxView: BlockRender<IconBoxContent> = ({ content }) => {
  const href = safeUrl(content.link);
  return (
    <div className={`atlas-icon-box atlas-align-${oneOf(content.align, ALIGNS, 'center')}`}>
      <span className="atlas-feature__icon">
        <Icon name={str(content.icon)} />
      </span>
      <h3>{str(content.title)}</h3>
      <p>{str(content.text)}</p>
      {href && (
        <a className="atlas-more-link" href={href}>
          {str(content.linkText) || 'Learn more'}
          <span className="atlas-sr-only"> about {str(content.title)}</span> <Icon name="arrow-right" size={16} />
        </a>
      )}
    </div>
  );
};
