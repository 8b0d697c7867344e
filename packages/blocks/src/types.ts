import type { ReactNode } from 'react';
import type { Block } from './block';

export type { Block, BlockSettings, BlockStyle, Breakpoint, Spacing } from './block';

export type BlockCategoryId =
  'content' | 'media' | 'layout' | 'forms' | 'business' | 'social' | 'ecommerce' | 'interactive' | 'navigation' | 'data' | 'advanced';

export type BlockMode = 'canvas' | 'public';

export type Field =
  | { name: string; label: string; kind: 'text' | 'textarea' | 'richtext' | 'url' | 'image' | 'video' | 'color' | 'boolean' }
  // A product of the shop (its pick: slug and what the catalogue said), or an ordered list of them.
  | { name: string; label: string; kind: 'product' | 'products' }
  | { name: string; label: string; kind: 'number'; min?: number; max?: number; step?: number }
  | { name: string; label: string; kind: 'select'; options: { value: string; label: string }[] }
  | { name: string; label: string; kind: 'list'; itemLabel: string; fields: Field[]; newItem: () => Record<string, unknown> };

export interface BlockRenderProps {
  content: any;
  block: Block;
  mode: BlockMode;
  /** Draws a block nested in this one (columns) the way this one is drawn: BlockView passes itself, so no render imports it. */
  renderBlock: (block: Block) => ReactNode;
}

export interface BlockDefinition {
  type: string;
  label: string;
  category: BlockCategoryId;
  /** The block library's glyph: plain text DejaVu Sans draws (no emoji: they are boxes on Linux, colour elsewhere). */
  icon: string;
  description: string;
  defaults(): Record<string, unknown>;
  fields: Field[];
  render(props: BlockRenderProps): ReactNode;
  validate?(content: any): string | null;
  /** True when the public page needs `islandScript` for this block to work (accordion, tabs, forms, menus). */
  interactive?: boolean;
}
