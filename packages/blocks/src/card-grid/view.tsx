import type { BlockRender } from '../types';
import { gridStyle } from '../shared/grid-style';
import { list, num, str } from '../shared/content';
import { itemHeading } from '../shared/item-heading';
import { safeUrl } from '../shared/safe-url';
import { BlockImage } from '../image/view';
import type { CardGridContent } from './schema';

export const cardGridView: BlockRender<CardGridContent> = ({ content, mode }) => {
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
};
