import type { BlockDefinition } from '../types';
import { num } from '../shared/content';

export const SPACER_MIN = 10;
export const SPACER_MAX = 500;

export const spacerBlock: BlockDefinition = {
  type: 'spacer',
  label: 'Spacer',
  category: 'layout',
  icon: '↕',
  description: 'Empty vertical space between blocks (10 to 500px).',
  defaults: () => ({ height: 40 }),
  fields: [{ name: 'height', label: 'Height (px)', kind: 'number', min: SPACER_MIN, max: SPACER_MAX, step: 1 }],
  render: ({ content }) => (
    <div className="atlas-spacer" aria-hidden="true" style={{ height: num(content.height, 40, SPACER_MIN, SPACER_MAX) }} />
  ),
  validate: (content) => {
    const height = Number(content.height);
    return Number.isFinite(height) && height >= SPACER_MIN && height <= SPACER_MAX
      ? null
      : `Height must be between ${SPACER_MIN} and ${SPACER_MAX}`;
  },
};
