// A marketplace pack's declarative block as data: an HTML template with `{{field}}` placeholders and the
// fields the properties panel edits, and the one renderer that fills it. No React and no service: the
// marketplace checks a package's templates with these rules at upload (with the one HTML allow-list,
// shared/html-allow-list.ts), the canvas and the public pages draw them with renderDeclarativeBlock.

export const DECLARATIVE_FIELD_KINDS = ['text', 'textarea', 'url', 'color', 'number', 'image'] as const;
export type DeclarativeFieldKind = (typeof DECLARATIVE_FIELD_KINDS)[number];

export interface DeclarativeField {
  name: string;
  label: string;
  kind: DeclarativeFieldKind;
  default?: string | number;
}

/**
 * A block a package declares: an HTML template (sanitized by the service at upload) with `{{field}}`
 * placeholders, and the fields the properties panel edits. Its `type` is `{module slug}/{name}`, so it
 * never collides with a core block type or another module's.
 */
export interface DeclarativeBlock {
  type: string;
  label: string;
  icon?: string;
  template: string;
  fields: DeclarativeField[];
}

/** A placeholder: `{{name}}`, spaces allowed inside the braces. */
export const PLACEHOLDER = /\{\{\s*([a-z][a-z0-9_]*)\s*\}\}/gi;
/** Attributes whose placeholder holds plain text. */
export const TEXT_ATTRIBUTES = ['alt', 'title', 'aria-label'] as const;
/** Attributes whose placeholder must be the whole value and a safe address. */
export const URL_ATTRIBUTES = ['href', 'src'] as const;
/** Inline style may take a color or number field's value, nothing else. */
export const STYLE_ATTRIBUTE = 'style';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '{': '&#123;',
  '}': '&#125;',
};
/** Escapes text for an HTML text node or a quoted attribute (braces too, so a value never forms a placeholder). */
const escapeHtml = (text: string) => text.replace(/[&<>"'{}]/g, (c) => ESCAPES[c]);

/**
 * An address a link or image may point to: http(s), mailto/tel for links, or a path on the site. Stricter than
 * the rich text's safeUrl (no relative `page.html`, no protocol-relative `//host`): a template's value is a field.
 */
function safeUrl(value: string, kind: 'link' | 'image' = 'link'): string | null {
  // Browsers ignore tabs, newlines and leading controls inside a scheme: judge what they would see.
  // eslint-disable-next-line no-control-regex -- exactly the characters browsers drop
  const text = value.replace(/[\u0000-\u0020\u007f]+/g, '');
  if (text === '') return null;
  if (/^\/(?![/\\])/.test(text) || (kind === 'link' && text.startsWith('#'))) return value.trim();
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(text)?.[1]?.toLowerCase();
  const allowed = kind === 'link' ? ['http', 'https', 'mailto', 'tel'] : ['http', 'https'];
  return scheme && allowed.includes(scheme) ? value.trim() : null;
}

const COLOR = /^(#[0-9a-f]{3,8}|(rgb|hsl)a?\(\s*[\d.%\s,/]+\)|[a-z]{3,20})$/i;

/** A field's value as the text a placeholder takes, checked by the field's kind (or its default). */
function fieldValue(field: DeclarativeField | undefined, values: Record<string, unknown>, name: string): string {
  const raw = values[name] ?? field?.default ?? '';
  const text = typeof raw === 'string' || typeof raw === 'number' ? String(raw) : '';
  if (field?.kind === 'number') return Number.isFinite(Number(text)) && text.trim() !== '' ? String(Number(text)) : '';
  if (field?.kind === 'color') return COLOR.test(text.trim()) ? text.trim() : '';
  return text;
}

const ATTRIBUTE = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

/** One tag with its placeholders filled per attribute: text, a whole safe address, a style colour or number. */
function renderTag(tag: string, fill: (name: string, context: 'text' | 'link' | 'image' | 'style') => string): string {
  const open = /^<\s*([a-z][a-z0-9-]*)/i.exec(tag);
  if (!open) return tag.replace(PLACEHOLDER, '');
  const rest = tag.slice(open[0].length).replace(/\/?\s*>$/, '');
  const selfClosing = /\/\s*>$/.test(tag);
  const out: string[] = [];
  for (const match of rest.matchAll(ATTRIBUTE)) {
    const name = match[1].toLowerCase();
    if (/[{}]/.test(name)) continue;
    const value = match[2] ?? match[3] ?? match[4];
    if (value === undefined) {
      out.push(name);
      continue;
    }
    let filled: string;
    if ((URL_ATTRIBUTES as readonly string[]).includes(name)) {
      const whole = /^\s*\{\{\s*([a-z][a-z0-9_]*)\s*\}\}\s*$/i.exec(value);
      filled = whole ? fill(whole[1], tag.toLowerCase().startsWith('<img') ? 'image' : 'link') : value.replace(PLACEHOLDER, '');
    } else if ((TEXT_ATTRIBUTES as readonly string[]).includes(name)) {
      filled = value.replace(PLACEHOLDER, (_m, field: string) => fill(field, 'text'));
    } else if (name === STYLE_ATTRIBUTE) {
      filled = value.replace(PLACEHOLDER, (_m, field: string) => fill(field, 'style'));
    } else {
      filled = value.replace(PLACEHOLDER, '');
    }
    out.push(`${name}="${filled}"`);
  }
  return `<${open[1]}${out.length ? ' ' + out.join(' ') : ''}${selfClosing ? ' />' : '>'}`;
}

/**
 * Draws a declarative block: its (sanitized) template with each `{{field}}` replaced by the value,
 * escaped for where it stands. In text a value is text; in alt/title/aria-label an escaped attribute;
 * in href/src (whole value only) a safe address or nothing; in style only a colour or a number. A
 * placeholder anywhere else is dropped, and a value is never read as a placeholder or as markup, so
 * the result cannot run script whatever the values. Pure: the canvas and the public pages share it.
 */
export function renderDeclarativeBlock(template: string, values: Record<string, unknown>, fields: DeclarativeField[] = []): string {
  const byName = new Map(fields.map((field) => [field.name, field]));
  const fill = (name: string, context: 'text' | 'link' | 'image' | 'style'): string => {
    const field = byName.get(name);
    const value = fieldValue(field, values ?? {}, name);
    if (context === 'link' || context === 'image') {
      const url = safeUrl(value, context);
      return url === null ? '' : escapeHtml(url);
    }
    if (context === 'style') {
      if (field && field.kind !== 'color' && field.kind !== 'number') return '';
      return /^[#\w\s.,%()/-]*$/.test(value) && !/url|expression/i.test(value) ? escapeHtml(value) : '';
    }
    return escapeHtml(value);
  };
  let html = '';
  let rawText = false; // inside <script>/<style>/<textarea>-like raw text a placeholder is dropped
  for (const part of template.split(/(<[^>]*>)/)) {
    if (part.startsWith('<')) {
      html += part.includes('{{') ? renderTag(part, fill) : part;
      const name = /^<\s*(\/?)\s*([a-z][a-z0-9-]*)/i.exec(part);
      if (name && /^(script|style|textarea|title|xmp|iframe|noscript|noembed|noframes|plaintext)$/i.test(name[2]))
        rawText = name[1] !== '/';
    } else {
      html += rawText ? part.replace(PLACEHOLDER, '') : part.replace(PLACEHOLDER, (_m, field: string) => fill(field, 'text'));
    }
  }
  return html;
}
