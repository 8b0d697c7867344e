// A block type's schema: its name, label, category, defaults, fields and validation, without React, so
// the services import it through @atlas/blocks/model and a view (<type>/view.tsx) only adds the drawing.

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
