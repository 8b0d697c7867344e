import { defineBlock } from '../define-block';
import { str } from '../shared/content';

const inThirtyDays = () => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10) + 'T09:00:00Z';

export type CountdownContent = { title: string; target: string; expiredText: string };

export const countdownSchema = defineBlock<CountdownContent>()({
  type: 'countdown',
  label: 'Countdown',
  category: 'interactive',
  icon: '◔',
  description: 'A live countdown to a launch, sale or event.',
  interactive: true,
  defaults: () => ({ title: 'Launching soon', target: inThirtyDays(), expiredText: 'We are live!' }),
  fields: [
    { name: 'title', label: 'Title', kind: 'text' },
    { name: 'target', label: 'Ends at (e.g. 2026-12-31T18:00:00Z)', kind: 'text' },
    { name: 'expiredText', label: 'Text once ended', kind: 'text' },
  ],
  validate: (content) => (Number.isNaN(Date.parse(str(content.target))) ? 'Enter a date like 2026-12-31T18:00:00Z' : null),
});
