import type { BlockDefinition } from '../types';
import { list, str } from '../shared/content';
import { safeUrl } from '../shared/safe-url';
import { linkItemFields } from '../navbar/definition';

export const breadcrumbBlock: BlockDefinition = {
  type: 'breadcrumb',
  label: 'Breadcrumb',
  category: 'navigation',
  icon: '›',
  description: 'Shows where the page sits in the site: Home › Section › Page.',
  defaults: () => ({
    items: [
      { label: 'Home', url: '/' },
      { label: 'Services', url: '/services' },
      { label: 'Web design', url: '' },
    ],
  }),
  fields: [
    { name: 'items', label: 'Trail', kind: 'list', itemLabel: 'Step', fields: linkItemFields, newItem: () => ({ label: 'Page', url: '' }) },
  ],
  render: ({ content }) => {
    const items = list(content.items);
    return (
      <nav className="atlas-breadcrumb" aria-label="Breadcrumb">
        <ol>
          {items.map((item, i) => {
            const last = i === items.length - 1;
            const href = safeUrl(item.url);
            return (
              <li key={i}>
                {last || !href ? (
                  <span aria-current={last ? 'page' : undefined}>{str(item.label)}</span>
                ) : (
                  <a href={href}>{str(item.label)}</a>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
    );
  },
};
