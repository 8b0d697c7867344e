import type { BlockDefinition } from '../types';
import { gridStyle, list, num, str } from '../shared/content';
import { itemHeading } from '../shared/item-heading';
import { safeUrl } from '../shared/safe-url';
import { illustration } from '../shared/illustration';
import { BlockImage } from '../image/definition';

export const cardGridBlock: BlockDefinition = {
  type: 'card-grid',
  label: 'Card Grid',
  category: 'layout',
  icon: '▤',
  description: 'Cards with an image, title, text and link — for services, posts or projects.',
  defaults: () => ({
    title: 'Latest from the blog',
    columns: 3,
    cards: [
      {
        image: illustration(205, 800, 500),
        alt: 'Illustration of mountains',
        title: 'Planning your first website',
        text: 'A simple checklist to go from blank page to launch.',
        link: '#',
        linkText: 'Read more',
      },
      {
        image: illustration(160, 800, 500),
        alt: 'Illustration of hills',
        title: 'Writing copy that converts',
        text: 'Clear headlines and honest promises beat clever wordplay.',
        link: '#',
        linkText: 'Read more',
      },
      {
        image: illustration(20, 800, 500),
        alt: 'Illustration of a desert',
        title: 'Speed matters',
        text: 'Why fast pages rank higher and sell more.',
        link: '#',
        linkText: 'Read more',
      },
    ],
  }),
  fields: [
    { name: 'title', label: 'Title', kind: 'text' },
    { name: 'columns', label: 'Columns', kind: 'number', min: 1, max: 4, step: 1 },
    {
      name: 'cards',
      label: 'Cards',
      kind: 'list',
      itemLabel: 'Card',
      fields: [
        { name: 'image', label: 'Image', kind: 'image' },
        { name: 'alt', label: 'Alternative text', kind: 'text' },
        { name: 'title', label: 'Title', kind: 'text' },
        { name: 'text', label: 'Text', kind: 'textarea' },
        { name: 'link', label: 'Link', kind: 'url' },
        { name: 'linkText', label: 'Link text', kind: 'text' },
      ],
      newItem: () => ({
        image: illustration(240, 800, 500),
        alt: 'Illustration of a landscape',
        title: 'New card',
        text: 'A short description.',
        link: '',
        linkText: 'Read more',
      }),
    },
  ],
  render: ({ content, mode }) => {
    const ItemHeading = itemHeading(content.title);
    return (
      <section className="atlas-card-grid">
        {str(content.title) && <h2 className="atlas-section-title">{str(content.title)}</h2>}
        <ul className="atlas-grid" style={gridStyle(num(content.columns, 3, 1, 4))}>
          {list(content.cards).map((card, i) => {
            const href = safeUrl(card.link);
            return (
              <li key={i} className="atlas-card">
                {str(card.image) && <BlockImage src={card.image} alt={card.alt} mode={mode} className="atlas-card__image" />}
                <div className="atlas-card__body">
                  <ItemHeading>{str(card.title)}</ItemHeading>
                  <p>{str(card.text)}</p>
                  {href && (
                    <a className="atlas-more-link" href={href}>
                      {str(card.linkText) || 'Read more'}
                      <span className="atlas-sr-only">: {str(card.title)}</span>
                    </a>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      </section>
    );
  },
};
