import type { BlockDefinition } from '../types';
import { list, str } from '../shared/content';

export const statsBlock: BlockDefinition = {
  type: 'stats',
  label: 'Stats',
  category: 'data',
  icon: '#',
  description: 'Big numbers that prove your point: customers, years, ratings.',
  defaults: () => ({
    title: '',
    items: [
      { value: '12k+', label: 'Sites launched' },
      { value: '99.9%', label: 'Uptime' },
      { value: '4.9/5', label: 'Average rating' },
      { value: '24/7', label: 'Support' },
    ],
  }),
  fields: [
    { name: 'title', label: 'Title', kind: 'text' },
    {
      name: 'items',
      label: 'Numbers',
      kind: 'list',
      itemLabel: 'Number',
      fields: [
        { name: 'value', label: 'Value', kind: 'text' },
        { name: 'label', label: 'Label', kind: 'text' },
      ],
      newItem: () => ({ value: '100', label: 'Something counted' }),
    },
  ],
  render: ({ content }) => (
    <section className="atlas-stats">
      {str(content.title) && <h2 className="atlas-section-title">{str(content.title)}</h2>}
      <dl>
        {list(content.items).map((item, i) => (
          <div key={i} className="atlas-stat">
            <dt>{str(item.label)}</dt>
            <dd>{str(item.value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  ),
};
