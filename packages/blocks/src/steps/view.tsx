import type { BlockRender } from '../types';
import { list, str } from '../shared/content';
import { itemHeading } from '../shared/item-heading';
import type { StepsContent } from './schema';

export const stepsView: BlockRender<StepsContent> = ({ content }) => {
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
};
