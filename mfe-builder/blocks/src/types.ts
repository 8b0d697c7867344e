import type { ReactNode } from 'react';

export type BlockCategoryId =
  | 'content' | 'media' | 'layout' | 'forms' | 'business' | 'social'
  | 'ecommerce' | 'interactive' | 'navigation' | 'data' | 'advanced';

export type BlockMode = 'canvas' | 'public';
export type Breakpoint = 'desktop' | 'tablet' | 'mobile';

export interface Spacing { top: number; right: number; bottom: number; left: number }

export interface BlockSettings {
  margin: Spacing;
  padding: Spacing;
  background: { color: string; image: string; size: string; position: string };
  border: { width: number; style: string; color: string };
  borderRadius: number;
  animation: string;
  visibility: Record<Breakpoint, boolean>;
}

/** CSS properties per breakpoint, camelCase like React's style prop (e.g. { fontSize: '18px' }). */
export type BlockStyle = Record<Breakpoint, Record<string, string | number>>;

export interface Block {
  id: string;
  type: string;
  content: Record<string, any>;
  style: BlockStyle;
  settings: BlockSettings;
}

export type Field =
  | { name: string; label: string; kind: 'text' | 'textarea' | 'richtext' | 'url' | 'image' | 'video' | 'color' | 'boolean' }
  | { name: string; label: string; kind: 'number'; min?: number; max?: number; step?: number }
  | { name: string; label: string; kind: 'select'; options: { value: string; label: string }[] }
  | { name: string; label: string; kind: 'list'; itemLabel: string; fields: Field[]; newItem: () => Record<string, unknown> };

export interface BlockRenderProps { content: any; block: Block; mode: BlockMode }

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
