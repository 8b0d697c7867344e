import type { BlockDefinition } from '../types';
import { ALIGNS, alignOptions, oneOf, str } from '../shared/content';
import { safeUrl } from '../shared/safe-url';
import { Icon, iconNames } from '../shared/icons';

const STYLES = ['primary', 'secondary', 'outline', 'ghost'] as const;
const SIZES = ['sm', 'md', 'lg'] as const;

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

export const buttonBlock: BlockDefinition = {
  type: 'button',
  label: 'Button',
  category: 'content',
  icon: '▭',
  description: 'A call-to-action link styled as a button.',
  defaults: () => ({ text: 'Get started', link: '#', style: 'primary', size: 'md', align: 'left', icon: '' }),
  fields: [
    { name: 'text', label: 'Text', kind: 'text' },
    { name: 'link', label: 'Link', kind: 'url' },
    { name: 'style', label: 'Style', kind: 'select', options: STYLES.map((s) => ({ value: s, label: s[0].toUpperCase() + s.slice(1) })) },
    {
      name: 'size',
      label: 'Size',
      kind: 'select',
      options: [
        { value: 'sm', label: 'Small' },
        { value: 'md', label: 'Medium' },
        { value: 'lg', label: 'Large' },
      ],
    },
    { name: 'align', label: 'Alignment', kind: 'select', options: alignOptions },
    {
      name: 'icon',
      label: 'Icon',
      kind: 'select',
      options: [{ value: '', label: 'None' }, ...iconNames.map((n) => ({ value: n, label: n }))],
    },
  ],
  // Pages from the simple builder stored the address as `url`.
  render: ({ content, block }) => (
    <div className={`atlas-button-row atlas-align-${oneOf(content.align, ALIGNS, 'left')}`}>
      <ButtonLink
        text={str(content.text)}
        link={block.content?.link ?? block.content?.url ?? content.link}
        variant={content.style}
        size={content.size}
        icon={str(content.icon)}
      />
    </div>
  ),
};
