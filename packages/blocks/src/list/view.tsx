import type { BlockRender } from '../types';
import { lines, oneOf, str } from '../shared/content';
import { Icon } from '../shared/icons';
import { type ListContent, STYLES } from './schema';

export const listView: BlockRender<ListContent> = ({ content }) => {
  const style = oneOf(content.style, STYLES, 'bullet');
  const items = lines(content.items);
  const title = str(content.title) && <h3 className="atlas-list__title">{str(content.title)}</h3>;
  if (style === 'numbered')
    return (
      <div className="atlas-list">
        {title}
        <ol>
          {items.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ol>
      </div>
    );
  if (style === 'check') {
    return (
      <div className="atlas-list">
        {title}
        <ul className="atlas-checklist">
          {items.map((item, i) => (
            <li key={i}>
              <Icon name="check" size={18} /> {item}
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <div className="atlas-list">
      {title}
      <ul>
        {items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>
    </div>
  );
};
