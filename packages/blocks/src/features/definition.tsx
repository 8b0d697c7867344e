import type { BlockDefinition } from '../types';
import { gridStyle, list, num, str } from '../shared/content';
import { itemHeading } from '../shared/item-heading';
import { Icon, iconNames } from '../shared/icons';

export const iconField = { name: 'icon', label: 'Icon', kind: 'select' as const, options: iconNames.map((n) => ({ value: n, label: n })) };

export const featuresBlock: BlockDefinition = {
  type: 'features',
  label: 'Features',
  category: 'business',
  icon: '✦',
  description: 'A grid of features, each with an icon, a title and a short description.',
  defaults: () => ({
    title: 'Everything you need',
    columns: 3,
    items: [
      { icon: 'bolt', title: 'Fast by default', description: 'Pages are server-rendered and load in a blink on any device.' },
      { icon: 'shield', title: 'Secure', description: 'HTTPS everywhere and safe content handling out of the box.' },
      { icon: 'smile', title: 'Easy to edit', description: 'Drag, drop and type. Your changes are saved automatically.' },
    ],
  }),
  fields: [
    { name: 'title', label: 'Title', kind: 'text' },
    { name: 'columns', label: 'Columns', kind: 'number', min: 1, max: 6, step: 1 },
    {
      name: 'items',
      label: 'Features',
      kind: 'list',
      itemLabel: 'Feature',
      fields: [iconField, { name: 'title', label: 'Title', kind: 'text' }, { name: 'description', label: 'Description', kind: 'textarea' }],
      newItem: () => ({ icon: 'star', title: 'New feature', description: 'Describe what makes it great.' }),
    },
  ],
  render: ({ content }) => {
    const ItemHeading = itemHeading(content.title);
    return (
      <section className="atlas-features">
        {str(content.title) && <h2 className="atlas-section-title">{str(content.title)}</h2>}
        <ul className="atlas-grid" style={gridStyle(num(content.columns, 3, 1, 6))}>
          {list(content.items).map((item, i) => (
            <li className="atlas-feature" key={i}>
              <span className="atlas-feature__icon">
                <Icon name={str(item.icon)} />
              </span>
              <ItemHeading>{str(item.title)}</ItemHeading>
              <p>{str(item.description)}</p>
            </li>
          ))}
        </ul>
      </section>
    );
  },
};
