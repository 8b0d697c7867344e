import type { BlockDefinition } from '../types';
import { list, num, str } from '../shared/content';

export const progressBarsBlock: BlockDefinition = {
  type: 'progress-bars',
  label: 'Progress Bars',
  category: 'data',
  icon: '▰',
  description: 'Labelled bars for skills, goals or survey results (0–100%).',
  defaults: () => ({
    title: 'Skills',
    items: [
      { label: 'Web design', value: 95 },
      { label: 'Branding', value: 85 },
      { label: 'Photography', value: 70 },
    ],
  }),
  fields: [
    { name: 'title', label: 'Title', kind: 'text' },
    {
      name: 'items',
      label: 'Bars',
      kind: 'list',
      itemLabel: 'Bar',
      fields: [
        { name: 'label', label: 'Label', kind: 'text' },
        { name: 'value', label: 'Percent', kind: 'number', min: 0, max: 100, step: 1 },
      ],
      newItem: () => ({ label: 'New skill', value: 50 }),
    },
  ],
  render: ({ content }) => (
    <section className="atlas-progress">
      {str(content.title) && <h2>{str(content.title)}</h2>}
      <ul>
        {list(content.items).map((item, i) => {
          const value = Math.round(num(item.value, 0, 0, 100));
          return (
            <li key={i}>
              <div className="atlas-progress__label">
                <span>{str(item.label)}</span>
                <span aria-hidden="true">{value}%</span>
              </div>
              <div
                className="atlas-progress__track"
                role="progressbar"
                aria-label={str(item.label)}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={value}
              >
                <div className="atlas-progress__bar" style={{ width: `${value}%` }} />
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  ),
};
