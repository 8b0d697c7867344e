import { defineBlock } from '../define-block';
import { avatar } from '../shared/illustration';

export type TeamContent = { title: string; columns: number; members: { name: string; role: string; photo: string; bio: string }[] };

export const teamSchema = defineBlock<TeamContent>()({
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
});
