import type { BlockRender } from '../types';
import { gridStyle } from '../shared/grid-style';
import { list, num, str } from '../shared/content';
import { itemHeading } from '../shared/item-heading';
import { safeUrl } from '../shared/safe-url';
import type { TeamContent } from './schema';

export const teamView: BlockRender<TeamContent> = ({ content }) => {
  const ItemHeading = itemHeading(content.title);
  return (
    <section className="atlas-team">
      {str(content.title) && <h2 className="atlas-section-title">{str(content.title)}</h2>}
      <ul className="atlas-grid" style={gridStyle(num(content.columns, 3, 1, 4))}>
        {list(content.members).map((member, i) => {
          const photo = safeUrl(member.photo, { allowDataImage: true });
          return (
            <li key={i} className="atlas-member">
              {photo && <img src={photo} alt={`Portrait of ${str(member.name)}`} width={120} height={120} loading="lazy" />}
              <ItemHeading>{str(member.name)}</ItemHeading>
              {str(member.role) && <p className="atlas-member__role">{str(member.role)}</p>}
              {str(member.bio) && <p className="atlas-muted">{str(member.bio)}</p>}
            </li>
          );
        })}
      </ul>
    </section>
  );
};
