import type { BlockRender } from '../types';
import { list, str } from '../shared/content';
import type { StatsContent } from './schema';

export const statsView: BlockRender<StatsContent> = ({ content }) => (
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
);
