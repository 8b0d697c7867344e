// The marketplace's product rules both sides apply: the service when it accepts a package, the
// builder canvas and the public renderer when they draw a declarative block. Imports nothing, so a
// front end bundles it without anything server-side.

export const MODULE_TYPES = ['content', 'block', 'theme', 'plugin', 'integration', 'utility'] as const;
export type ModuleType = (typeof MODULE_TYPES)[number];

/** Catalogue sorts: downloads = most popular. */
export const MODULE_SORTS = ['downloads', 'rating', 'newest', 'name'] as const;
export type ModuleSort = (typeof MODULE_SORTS)[number];

export const INTEGRATIONS = ['google_analytics', 'meta_pixel', 'cookie_consent', 'webhooks'] as const;
export const UTILITIES = ['redirects', 'structured_data'] as const;

/** What a module adds to its user's product once installed. */
export interface ModuleProvides {
  /** Block types the builder library offers (core types a pack unlocks, or the pack's declarative types). */
  blocks?: string[];
  /** Theme slugs the theme selector offers. */
  themes?: string[];
  integration?: (typeof INTEGRATIONS)[number];
  utility?: (typeof UTILITIES)[number];
}

export const FIELD_KINDS = ['text', 'textarea', 'url', 'color', 'number', 'image'] as const;
export type DeclarativeFieldKind = (typeof FIELD_KINDS)[number];

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

/** JSON with object keys sorted at every level and no spaces: the bytes a package signature covers. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((item) => (item === undefined ? 'null' : canonicalJson(item))).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
}

// ---- Atlas versions: a small semver range check (comparators, ^, ~, x-ranges, ||) ----

type Version = [number, number, number];
const compare = (a: Version, b: Version) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** One comparator as [operator, version]; a partial version (`1`, `1.2`, `1.x`) widens to its range. */
function comparators(token: string): [string, Version][] | null {
  const match = /^(\^|~|>=|<=|>|<|=)?\s*v?(\d+|x|\*)(?:\.(\d+|x|\*))?(?:\.(\d+|x|\*))?(?:-[\w.]+)?$/i.exec(token);
  if (!match) return token === '*' || token === '' ? [] : null;
  const [, op = '', ...parts] = match;
  const wild = (part: string | undefined) => part === undefined || /^[x*]$/i.test(part);
  if (wild(parts[0])) return op === '' || op === '>=' || op === '<=' ? [] : null;
  const major = Number(parts[0]);
  const minor = wild(parts[1]) ? null : Number(parts[1]);
  const patch = wild(parts[2]) ? null : Number(parts[2]);
  const low: Version = [major, minor ?? 0, patch ?? 0];
  const partialHigh: Version = minor === null ? [major + 1, 0, 0] : [major, minor + 1, 0];
  switch (op) {
    case '^': {
      const high: Version =
        major > 0 || minor === null ? [major + 1, 0, 0] : minor > 0 || patch === null ? [0, minor + 1, 0] : [0, 0, (patch ?? 0) + 1];
      return [
        ['>=', low],
        ['<', high],
      ];
    }
    case '~':
      return [
        ['>=', low],
        ['<', minor === null ? [major + 1, 0, 0] : [major, minor + 1, 0]],
      ];
    case '>':
      return patch === null ? [['>=', partialHigh]] : [['>', low]];
    case '<=':
      return patch === null ? [['<', partialHigh]] : [['<=', low]];
    case '>=':
    case '<':
      return [[op, low]];
    default:
      return patch === null
        ? [
            ['>=', low],
            ['<', partialHigh],
          ]
        : [['=', low]];
  }
}

/** The range's comparator sets, or null when it is not a range this check understands. */
export function parseRange(range: string): [string, Version][][] | null {
  const sets: [string, Version][][] = [];
  for (const alternative of range.split('||')) {
    const set: [string, Version][] = [];
    const tokens = alternative
      .trim()
      .replace(/(>=|<=|>|<|=|\^|~)\s+/g, '$1')
      .split(/\s+/)
      .filter(Boolean);
    for (const token of tokens) {
      const parsed = comparators(token);
      if (!parsed) return null;
      set.push(...parsed);
    }
    sets.push(set);
  }
  return sets;
}

/** Whether `version` (e.g. the running Atlas) falls in `range` (`>=1.0.0 <2.0.0`, `^1.2`, `1.x || 2.x`, `*`). */
export function satisfiesRange(version: string, range: string): boolean {
  const parsed = /^v?(\d+)\.(\d+)\.(\d+)/.exec(version.trim());
  const sets = parseRange(range);
  if (!parsed || !sets) return false;
  const v: Version = [Number(parsed[1]), Number(parsed[2]), Number(parsed[3])];
  return sets.some((set) =>
    set.every(([op, bound]) => {
      const c = compare(v, bound);
      return op === '>=' ? c >= 0 : op === '<=' ? c <= 0 : op === '>' ? c > 0 : op === '<' ? c < 0 : c === 0;
    }),
  );
}

// ---- Declarative blocks ----

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
export const escapeHtml = (text: string) => text.replace(/[&<>"'{}]/g, (c) => ESCAPES[c]);

/** An address a link or image may point to: http(s), mailto/tel for links, or a path on the site. */
export function safeUrl(value: string, kind: 'link' | 'image' = 'link'): string | null {
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

/** Every placeholder name of a template, in order of first appearance. */
export function placeholdersOf(template: string): string[] {
  return [...new Set([...template.matchAll(PLACEHOLDER)].map((match) => match[1]))];
}
