import { defineBlock } from '../define-block';

export const SPACER_MIN = 10;
export const SPACER_MAX = 500;

export type SpacerContent = { height: number };

export const spacerSchema = defineBlock<SpacerContent>()({
  type: 'spacer',
  label: 'Spacer',
  category: 'layout',
  icon: '↕',
  description: 'Empty vertical space between blocks (10 to 500px).',
  defaults: () => ({ height: 40 }),
  fields: [{ name: 'height', label: 'Height (px)', kind: 'number', min: SPACER_MIN, max: SPACER_MAX, step: 1 }],
  validate: (content) => {
    const height = Number(content.height);
    return Number.isFinite(height) && height >= SPACER_MIN && height <= SPACER_MAX
      ? null
      : `Height must be between ${SPACER_MIN} and ${SPACER_MAX}`;
  },
});
