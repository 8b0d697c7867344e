import { renderDeclarativeBlock, type DeclarativeBlock, type DeclarativeFieldKind } from './template';
import type { BlockDefinition, Field } from '../types';

// A marketplace pack's declarative block as a block definition: the properties panel edits its fields,
// and the canvas and the public page draw it with the one renderer (template.ts).

/** The panel's editor for each declarative field kind. */
const PANEL_KIND: Record<DeclarativeFieldKind, 'text' | 'textarea' | 'url' | 'color' | 'image' | 'number'> = {
  text: 'text',
  textarea: 'textarea',
  url: 'url',
  color: 'color',
  number: 'number',
  image: 'image',
};

/** Pack icons are names ('megaphone'); the library shows plain glyphs, so a name becomes its first letter. */
function glyphOf(icon: string | undefined, label: string): string {
  const text = (icon ?? '').trim();
  if (text && [...text].length <= 2) return text;
  return (label.trim()[0] ?? '?').toUpperCase();
}

/** A declarative block's content: its fields' values by name. */
export type DeclarativeContent = Record<string, string | number>;

export function declarativeBlockDefinition(block: DeclarativeBlock, moduleName = ''): BlockDefinition<DeclarativeContent> {
  const fields: Field[] = block.fields.map((field) => ({ name: field.name, label: field.label, kind: PANEL_KIND[field.kind] ?? 'text' }));
  return {
    type: block.type,
    label: block.label,
    category: 'advanced',
    icon: glyphOf(block.icon, block.label),
    description: moduleName ? `${block.label} (${moduleName})` : block.label,
    defaults: () => Object.fromEntries(block.fields.map((field) => [field.name, field.default ?? ''])),
    fields,
    // renderDeclarativeBlock escapes every value for where it stands over a template the marketplace
    // sanitized at upload: the result is markup without script whatever the values.
    render: ({ content }) => (
      <div
        className="atlas-declarative-block"
        dangerouslySetInnerHTML={{ __html: renderDeclarativeBlock(block.template, content, block.fields) }}
      />
    ),
  };
}
