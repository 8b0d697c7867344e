import { defineBlock } from '../define-block';

export const STYLES = ['solid', 'dashed', 'dotted', 'double'] as const;

export type DividerContent = { style: (typeof STYLES)[number]; color: string; thickness: number };

export const dividerSchema = defineBlock<DividerContent>()({
  type: 'divider',
  label: 'Divider',
  category: 'layout',
  icon: '—',
  description: 'A horizontal line that separates sections.',
  defaults: () => ({ style: 'solid', color: '#e0e0e0', thickness: 1 }),
  fields: [
    {
      name: 'style',
      label: 'Line style',
      kind: 'select',
      options: STYLES.map((s) => ({ value: s, label: s[0].toUpperCase() + s.slice(1) })),
    },
    { name: 'color', label: 'Colour', kind: 'color' },
    { name: 'thickness', label: 'Thickness (px)', kind: 'number', min: 1, max: 20 },
  ],
});
