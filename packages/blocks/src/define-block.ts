// A block type's schema: its name, label, category, defaults, fields and validation, without React, so
// the services import it through @atlas/blocks/model and a view (<type>/view.tsx) only adds the drawing.
import type { Block } from './block';

export type BlockCategoryId =
  'content' | 'media' | 'layout' | 'forms' | 'business' | 'social' | 'ecommerce' | 'interactive' | 'navigation' | 'data' | 'advanced';

/** A block's content as it is stored: JSON by key. */
export type BlockContent = Record<string, unknown>;

/** One input of the properties panel's Content tab, editing the content key `name`. */
export type Field<Name extends string = string> =
  | { name: Name; label: string; kind: 'text' | 'textarea' | 'richtext' | 'url' | 'image' | 'video' | 'color' | 'boolean' }
  // A product of the shop (its pick: slug and what the catalogue said), or an ordered list of them.
  | { name: Name; label: string; kind: 'product' | 'products' }
  | { name: Name; label: string; kind: 'number'; min?: number; max?: number; step?: number }
  | { name: Name; label: string; kind: 'select'; options: { value: string; label: string }[] }
  | { name: Name; label: string; kind: 'list'; itemLabel: string; fields: Field[]; newItem: () => Record<string, unknown> };

/** One list of blocks a block holds (a column of a columns block), as a slot stores it. */
export type Region = { id: string; blocks: Block[] };

/**
 * The content key where a block holds other blocks, as Puck's slot fields do: a list of regions, each
 * `{ id, blocks }`. The one walk over a page (walk-blocks.ts) reads it, so no check, editor or renderer names
 * a nesting type. `shown(content)`: the regions the page draws when that is not every stored one.
 */
export interface Slot<Content extends BlockContent = BlockContent, FieldName extends string = string> {
  name: FieldName;
  shown?(content: Partial<Content>): Region[];
}

// FieldName is its own parameter (`keyof Content` by defineBlock) so that a schema stays assignable to the
// registry's BlockSchema: `keyof` would make Content contravariant there.
export interface BlockSchema<Content extends BlockContent = BlockContent, Type extends string = string, FieldName extends string = string> {
  type: Type;
  label: string;
  category: BlockCategoryId;
  /** The block library's glyph: plain text DejaVu Sans draws (no emoji: they are boxes on Linux, colour elsewhere). */
  icon: string;
  description: string;
  defaults(): Content;
  /** What the Content tab edits; each names a key of the content. */
  fields: Field<FieldName>[];
  /** Where this type holds other blocks, if it does (at most one slot a block). */
  slot?: Slot<Content, FieldName>;
  /** A message when the content cannot be saved, else null. Stored content may lack keys (older pages), hence Partial. */
  validate?(content: Partial<Content>): string | null;
  /** True when the public page needs `islandScript` for this block to work (accordion, tabs, forms, menus). */
  interactive?: boolean;
}

/**
 * `defineBlock<HeadingContent>()({ type: 'heading', ... })`: the content type is given once and checks the
 * defaults, the fields' names and what validate reads; the type name stays a literal, so the registry can
 * check that every schema has a view for the same content.
 */
export function defineBlock<Content extends BlockContent>() {
  return <Type extends string>(
    schema: BlockSchema<Content, Type, Extract<keyof Content, string>>,
  ): BlockSchema<Content, Type, Extract<keyof Content, string>> => schema;
}

/** The content type a schema was defined with. */
export type ContentOf<Schema> = Schema extends BlockSchema<infer Content, string, string> ? Content : never;
