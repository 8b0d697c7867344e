import type { BlockRender } from '../types';
import { list, str } from '../shared/content';
import { itemHeading } from '../shared/item-heading';
import type { TimelineContent } from './schema';

export const timelineView: BlockRender<TimelineContent> = ({ content }) => {
  const ItemHeading = itemHeading(content.title);
  return (
    <section className="atlas-timeline">
      {str(content.title) && <h2 className="atlas-section-title">{str(content.title)}</h2>}
      <ol>
        {list(content.items).map((item, i) => (
          <li key={i}>
            <p className="atlas-timeline__date">{str(item.date)}</p>
            <ItemHeading>{str(item.title)}</ItemHeading>
            {str(item.description) && <p className="atlas-muted">{str(item.description)}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
};
