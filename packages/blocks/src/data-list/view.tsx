import type { BlockRender } from '../types';
import { list, str } from '../shared/content';
import type { DataListContent } from './schema';

export const dataListView: BlockRender<DataListContent> = ({ content }) => (
  <section className="atlas-data-list">
    {str(content.title) && <h2>{str(content.title)}</h2>}
    <dl>
      {list(content.items).map((item, i) => (
        <div key={i}>
          <dt>{str(item.label)}</dt>
          <dd>{str(item.value)}</dd>
        </div>
      ))}
    </dl>
  </section>
);
