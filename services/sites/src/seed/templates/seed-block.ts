import { blockOf } from '@atlas/blocks/model';
import type { SeedBlock } from './types';

interface SectionLook {
  /** Background colour of the section ('' for none). */
  background?: string;
  /** Vertical padding in px. */
  paddingY?: number;
  /** Horizontal padding in px (0 lets a hero fill the width). */
  paddingX?: number;
  marginBottom?: number;
  animation?: string;
  style?: Partial<SeedBlock['style']>;
}

/**
 * A block as the builder's createBlock makes it (the default settings of @atlas/blocks), with an optional
 * section look over them. Ids only need to be unique within a template: using it re-ids them.
 */
export function seedBlock(id: string, type: string, content: Record<string, unknown>, look: SectionLook = {}): SeedBlock {
  const { background, paddingY, paddingX, marginBottom, animation, style } = look;
  return blockOf(id, type, content, {
    style,
    settings: {
      margin: marginBottom === undefined ? {} : { bottom: marginBottom },
      padding: {
        ...(paddingY !== undefined && { top: paddingY, bottom: paddingY }),
        ...(paddingX !== undefined && { left: paddingX, right: paddingX }),
      },
      background: background === undefined ? {} : { color: background },
      animation,
    },
  });
}

/** A columns block holding other blocks, one list per column. */
export function seedColumns(id: string, columns: SeedBlock[][], gap = 32, look: SectionLook = {}): SeedBlock {
  return seedBlock(
    id,
    'columns',
    {
      count: columns.length,
      gap,
      columns: columns.map((blocks, i) => ({ id: `${id}-col-${i + 1}`, blocks })),
    },
    look,
  );
}
