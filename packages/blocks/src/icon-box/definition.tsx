import type { BlockDefinition } from '../types';
import { ALIGNS, alignOptions, oneOf, str } from '../shared/content';
import { safeUrl } from '../shared/safe-url';
import { Icon } from '../shared/icons';
import { iconField } from '../features/definition';

export const iconBoxBlock: BlockDefinition = {
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
  render: ({ content }) => {
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
  },
};
