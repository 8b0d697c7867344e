import type { BlockRender } from '../types';
import { gridStyle } from '../shared/grid-style';
import { list, num, str } from '../shared/content';
import { itemHeading } from '../shared/item-heading';
import { Icon } from '../shared/icons';
import type { FeaturesContent } from './schema';

export const featuresView: BlockRender<FeaturesContent> = ({ content }) => {
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
};
