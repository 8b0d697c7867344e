import type { BlockRender } from '../types';
import { list, str } from '../shared/content';
import type { OpeningHoursContent } from './schema';

export const openingHoursView: BlockRender<OpeningHoursContent> = ({ content }) => (
  <section className="atlas-hours">
    {str(content.title) && <h2>{str(content.title)}</h2>}
    <dl>
      {list(content.hours).map((row, i) => (
        <div key={i}>
          <dt>{str(row.day)}</dt>
          <dd>{str(row.time)}</dd>
        </div>
      ))}
    </dl>
  </section>
);
