import type { BlockRender } from '../types';
import { ALIGNS, oneOf, str } from '../shared/content';
import { safeUrl } from '../shared/safe-url';
import { Icon } from '../shared/icons';
import { type ButtonContent, STYLES, SIZES } from './schema';

/** The one link-styled-as-button every block uses (hero, call to action, product card...). */
export function ButtonLink({
  text,
  link,
  variant = 'primary',
  size = 'md',
  icon,
}: {
  text: string;
  link: unknown;
  variant?: string;
  size?: string;
  icon?: string;
}) {
  const href = safeUrl(link) || '#';
  const external = /^https?:/i.test(href);
  return (
    <a
      className={`atlas-button atlas-button--${oneOf(variant, STYLES, 'primary')} atlas-button--${oneOf(size, SIZES, 'md')}`}
      href={href}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {icon && <Icon name={icon} size={18} />}
      <span>{text}</span>
    </a>
  );
}

// Pages from the simple builder stored the address as `url`.
export const buttonView: BlockRender<ButtonContent> = ({ content, block }) => (
  <div className={`atlas-button-row atlas-align-${oneOf(content.align, ALIGNS, 'left')}`}>
    <ButtonLink
      text={str(content.text)}
      link={block.content?.link ?? block.content?.url ?? content.link}
      variant={content.style}
      size={content.size}
      icon={str(content.icon)}
    />
  </div>
);
