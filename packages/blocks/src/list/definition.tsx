import type { BlockDefinition } from '../types';
import { lines, oneOf, str } from '../shared/content';
import { Icon } from '../shared/icons';

const STYLES = ['bullet', 'numbered', 'check'] as const;

export const listBlock: BlockDefinition = {
  type: 'list',
  label: 'List',
  category: 'content',
  icon: '•',
  description: 'A bulleted, numbered or checklist list, one item per line.',
  defaults: () => ({
    title: '',
    items: 'Free 14-day trial\nNo credit card required\nCancel anytime',
    style: 'check',
  }),
  fields: [
    { name: 'title', label: 'Title', kind: 'text' },
    { name: 'items', label: 'Items (one per line)', kind: 'textarea' },
    {
      name: 'style',
      label: 'Style',
      kind: 'select',
      options: [
        { value: 'bullet', label: 'Bullets' },
        { value: 'numbered', label: 'Numbers' },
        { value: 'check', label: 'Check marks' },
      ],
    },
  ],
  render: ({ content }) => {
    const style = oneOf(content.style, STYLES, 'bullet');
    const items = lines(content.items);
    const title = str(content.title) && <h3 className="atlas-list__title">{str(content.title)}</h3>;
    if (style === 'numbered')
      return (
        <div className="atlas-list">
          {title}
          <ol>
            {items.map((item, i) => (
              <li key={i}>{item}</li>
            ))}
          </ol>
        </div>
      );
    if (style === 'check') {
      return (
        <div className="atlas-list">
          {title}
          <ul className="atlas-checklist">
            {items.map((item, i) => (
              <li key={i}>
                <Icon name="check" size={18} /> {item}
              </li>
            ))}
          </ul>
        </div>
      );
    }
    return (
      <div className="atlas-list">
        {title}
        <ul>
          {items.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
      </div>
    );
  },
};
