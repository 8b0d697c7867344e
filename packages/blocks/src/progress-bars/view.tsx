import type { BlockRender } from '../types';
import { list, num, str } from '../shared/content';
import type { ProgressBarsContent } from './schema';

export const progressBarsView: BlockRender<ProgressBarsContent> = ({ content }) => (
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
);
