import type { SeedBlock } from './types';

type Spacing = { top: number; right: number; bottom: number; left: number };

interface SectionLook {
  /** Background colour of the section ('' for none). */
  background?: string;
  /** Vertical padding in px. */
  paddingY?: number;
  /** Horizontal padding in px (20 unless given; 0 lets a hero fill the width). */
  paddingX?: number;
  marginBottom?: number;
  animation?: string;
  style?: Partial<SeedBlock['style']>;
}

/**
 * A block in the shape the builder's createBlock makes (margin bottom 20, padding 20, visible everywhere),
 * with an optional section look. Ids only need to be unique within a template: using it re-ids them.
 */
export function seedBlock(id: string, type: string, content: Record<string, unknown>, look: SectionLook = {}): SeedBlock {
  const paddingY = look.paddingY ?? 20;
  const paddingX = look.paddingX ?? 20;
  const padding: Spacing = { top: paddingY, right: paddingX, bottom: paddingY, left: paddingX };
  return {
    id,
    type,
    content,
    style: { desktop: {}, tablet: {}, mobile: {}, ...look.style },
    settings: {
      margin: { top: 0, right: 0, bottom: look.marginBottom ?? 20, left: 0 },
      padding,
      background: { color: look.background ?? '', image: '', size: 'cover', position: 'center' },
      border: { width: 0, style: 'solid', color: '#e5e7eb' },
      borderRadius: 0,
      animation: look.animation ?? 'none',
      visibility: { desktop: true, tablet: true, mobile: true },
    },
  };
}

/** A columns block holding other blocks, one list per column. */
export function seedColumns(id: string, columns: SeedBlock[][], gap = 32, look: SectionLook = {}): SeedBlock {
  return seedBlock(id, 'columns', {
    count: columns.length,
    gap,
    columns: columns.map((blocks, i) => ({ id: `${id}-col-${i + 1}`, blocks })),
  }, look);
}
