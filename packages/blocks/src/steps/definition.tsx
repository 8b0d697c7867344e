import type { BlockDefinition } from '../types';
import { list, str } from '../shared/content';
import { itemHeading } from '../shared/item-heading';

export const stepsBlock: BlockDefinition = {
  type: 'steps',
  label: 'Steps',
  category: 'business',
  icon: '①',
  description: 'How it works, as numbered steps.',
  defaults: () => ({
    title: 'How it works',
    steps: [
      { title: 'Pick a template', description: 'Choose from designs made for your kind of business.' },
      { title: 'Make it yours', description: 'Swap in your words, photos and colours with drag and drop.' },
      { title: 'Publish', description: 'Go live on your own domain with one click.' },
    ],
  }),
  fields: [
    { name: 'title', label: 'Title', kind: 'text' },
    {
      name: 'steps',
      label: 'Steps',
      kind: 'list',
      itemLabel: 'Step',
      fields: [
        { name: 'title', label: 'Title', kind: 'text' },
        { name: 'description', label: 'Description', kind: 'textarea' },
      ],
      newItem: () => ({ title: 'Next step', description: 'What happens here.' }),
    },
  ],
  render: ({ content }) => {
    const ItemHeading = itemHeading(content.title);
    return (
      <section className="atlas-steps">
        {str(content.title) && <h2 className="atlas-section-title">{str(content.title)}</h2>}
        <ol>
          {list(content.steps).map((step, i) => (
            <li key={i}>
              <span className="atlas-steps__number" aria-hidden="true">
                {i + 1}
              </span>
              <ItemHeading>{str(step.title)}</ItemHeading>
              <p className="atlas-muted">{str(step.description)}</p>
            </li>
          ))}
        </ol>
      </section>
    );
  },
};
