import type { BlockDefinition } from '../types';
import { gridStyle, list, num, str } from '../shared/content';
import { itemHeading } from '../shared/item-heading';
import { safeUrl } from '../shared/safe-url';
import { avatar } from '../shared/illustration';

export const teamBlock: BlockDefinition = {
  type: 'team',
  label: 'Team',
  category: 'business',
  icon: '☺',
  description: 'The people behind the business, with photo, role and a short bio.',
  defaults: () => ({
    title: 'Meet the team',
    columns: 3,
    members: [
      { name: 'Ana Souza', role: 'Founder & CEO', photo: avatar('AS', 12), bio: 'Ten years building products people rely on.' },
      { name: 'David Kim', role: 'Head of Design', photo: avatar('DK', 200), bio: 'Turns complicated ideas into simple screens.' },
      { name: 'Priya Patel', role: 'Lead Engineer', photo: avatar('PP', 140), bio: 'Keeps everything fast, secure and online.' },
    ],
  }),
  fields: [
    { name: 'title', label: 'Title', kind: 'text' },
    { name: 'columns', label: 'Columns', kind: 'number', min: 1, max: 4, step: 1 },
    {
      name: 'members',
      label: 'Members',
      kind: 'list',
      itemLabel: 'Member',
      fields: [
        { name: 'name', label: 'Name', kind: 'text' },
        { name: 'role', label: 'Role', kind: 'text' },
        { name: 'photo', label: 'Photo', kind: 'image' },
        { name: 'bio', label: 'Bio', kind: 'textarea' },
      ],
      newItem: () => ({ name: 'New member', role: 'Role', photo: avatar('NM', 300), bio: '' }),
    },
  ],
  render: ({ content }) => {
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
  },
};
