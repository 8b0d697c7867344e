import { decodeEntities, safeUrl } from './safe-url';
import { HTML_ALLOW_LIST } from './html-allow-list';

// The one sanitizer every rich-text field goes through (text, accordion, tabs, cards...). It keeps an
// allow-list of formatting tags and attributes, drops scripts with their content, and balances tags so
// server-rendered rich text can never close the block's own wrapper.

const ALLOWED_TAGS = new Set<string>(HTML_ALLOW_LIST.tags);
const VOID_TAGS = new Set(['br', 'hr', 'img']);
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'template',
  'textarea',
  'select',
  'title',
  'xmp',
  'svg',
  'math',
  'frameset',
  'noembed',
  'noframes',
  'plaintext',
]);
const GLOBAL_ATTRIBUTES = new Set<string>(HTML_ALLOW_LIST.globalAttributes);
const TAG_ATTRIBUTES: Record<string, Set<string>> = Object.fromEntries(
  Object.entries(HTML_ALLOW_LIST.tagAttributes).map(([tag, names]) => [tag, new Set(names)]),
);
const STYLE_PROPERTIES = new Set<string>(HTML_ALLOW_LIST.styleProperties);

// No part of a tag may run past the next '<', so a failed match never rescans the rest of the input (linear time).
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'<>/=]+(?:\s*=\s*(?:"[^"<]*"|'[^'<]*'|[^\s"'=<>`]+))?)*)\s*\/?>/y;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function cleanStyle(value: string): string {
  return value
    .split(';')
    .map((declaration) => declaration.split(':'))
    .filter(
      ([property, val]) =>
        val !== undefined &&
        STYLE_PROPERTIES.has(property.trim().toLowerCase()) &&
        /^[#\w\s.,%()-]+$/.test(val.trim()) &&
        !/url|expression/i.test(val),
    )
    .map(([property, val]) => `${property.trim().toLowerCase()}: ${val.trim()}`)
    .join('; ');
}

function cleanAttributes(tag: string, source: string): string {
  const allowed = TAG_ATTRIBUTES[tag];
  let out = '';
  let target = '';
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1].toLowerCase();
    if (!GLOBAL_ATTRIBUTES.has(name) && !(allowed && allowed.has(name))) continue;
    let value = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
    if (name === 'href') value = safeUrl(value);
    if (name === 'src') value = safeUrl(value, { allowDataImage: true });
    if (name === 'style') value = cleanStyle(value);
    if ((name === 'href' || name === 'src' || name === 'style') && !value) continue;
    if (name === 'target') {
      target = value;
      continue;
    }
    if (name === 'rel') continue;
    out += ` ${name}="${escapeAttribute(value)}"`;
  }
  if (tag === 'a' && target === '_blank') out += ' target="_blank" rel="noopener noreferrer"';
  return out;
}

export function sanitizeHtml(input: unknown): string {
  if (typeof input !== 'string' || !input) return '';
  const html = input;
  const lower = html.toLowerCase();
  const open: string[] = [];
  let out = '';
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) {
      out += html.slice(i).replace(/>/g, '&gt;');
      break;
    }
    out += html.slice(i, lt).replace(/>/g, '&gt;');
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      i = end < 0 ? html.length : end + 3;
      continue;
    }
    TAG.lastIndex = lt;
    const match = TAG.exec(html);
    if (!match) {
      out += '&lt;';
      i = lt + 1;
      continue;
    }
    i = TAG.lastIndex;
    const closing = match[1] === '/';
    const tag = match[2].toLowerCase();
    if (DROP_WITH_CONTENT.has(tag)) {
      if (!closing) {
        const close = lower.indexOf(`</${tag}`, i);
        const end = close < 0 ? -1 : html.indexOf('>', close);
        i = end < 0 ? html.length : end + 1;
      }
      continue;
    }
    if (!ALLOWED_TAGS.has(tag)) continue;
    if (closing) {
      const at = open.lastIndexOf(tag);
      if (at < 0) continue;
      while (open.length > at) out += `</${open.pop()}>`;
      continue;
    }
    out += `<${tag}${cleanAttributes(tag, match[3])}>`;
    if (!VOID_TAGS.has(tag)) open.push(tag);
  }
  while (open.length) out += `</${open.pop()}>`;
  return out;
}
