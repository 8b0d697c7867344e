// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the kit's declaration of sanitize-html (the package ships no types)
/// <reference path="../../../kit/src/types/sanitize-html.d.ts" />
import sanitizeHtml from 'sanitize-html';
import { httpError } from '@atlas/service-kit';
import { HTML_ALLOW_LIST, PLACEHOLDER, STYLE_ATTRIBUTE, TEXT_ATTRIBUTES, URL_ATTRIBUTES, type DeclarativeBlock } from '@atlas/blocks/model';

// Plain values only: no parentheses, so no url(), expression() or var() tricks.
const STYLE_VALUE = [/^[#\w\s.,%-]+$/];

// The blocks' one HTML allow-list (shared with rich text): structure, text and links; no scripts, frames,
// forms or embeds. Images only over http(s), and no protocol-relative addresses.
const allowedAttributes: Record<string, string[]> = { '*': [...HTML_ALLOW_LIST.globalAttributes] };
for (const [tag, names] of Object.entries(HTML_ALLOW_LIST.tagAttributes)) allowedAttributes[tag] = [...names];
const OPTIONS = {
  allowedTags: [...HTML_ALLOW_LIST.tags],
  allowedAttributes,
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  allowedStyles: { '*': Object.fromEntries(HTML_ALLOW_LIST.styleProperties.map((name) => [name, STYLE_VALUE])) },
};

// Placeholders travel through the sanitizer as plain words (braces break its style parser).
const SENTINEL = /__atlasph_([a-z][a-z0-9_]*)__/gi;
const toSentinels = (template: string) => template.replace(PLACEHOLDER, (_m, name: string) => `__atlasph_${name}__`);
const fromSentinels = (html: string) => html.replace(SENTINEL, (_m, name: string) => `{{${name}}}`);

/** The template with only allowed markup left (no script, no on* handlers, no javascript: links, no style expressions). */
export function sanitizeTemplate(template: string): string {
  return fromSentinels(sanitizeHtml(toSentinels(template), OPTIONS)).trim();
}

type Use = { name: string; where: string; allowed: boolean };

/**
 * Where each placeholder of a sanitized template stands, and whether a value may go there. The
 * sanitizer writes every attribute as name="value" and drops unknown attribute names, so a
 * placeholder is either in text or inside a quoted value.
 */
function placeholderUses(template: string): Use[] {
  const uses: Use[] = [];
  for (const part of template.split(/(<[^>]*>)/)) {
    if (!part.startsWith('<')) {
      for (const match of part.matchAll(PLACEHOLDER)) uses.push({ name: match[1], where: 'text', allowed: true });
      continue;
    }
    for (const [, name, value] of part.matchAll(/([^\s=/>]+)\s*=\s*"([^"]*)"/g)) {
      const lower = name.toLowerCase();
      for (const match of value.matchAll(PLACEHOLDER)) {
        if ((URL_ATTRIBUTES as readonly string[]).includes(lower)) {
          uses.push({ name: match[1], where: `${lower} (it must be the whole value)`, allowed: value.trim() === match[0] });
        } else {
          const allowed = (TEXT_ATTRIBUTES as readonly string[]).includes(lower) || lower === STYLE_ATTRIBUTE;
          uses.push({ name: match[1], where: `the ${lower} attribute`, allowed });
        }
      }
    }
  }
  return uses;
}

/**
 * A package's (or a seed's) declarative blocks, ready to store: each template sanitized, each
 * placeholder a declared field in a place a value may go, types namespaced as `{module slug}/{type}`.
 * Anything else is a 400 naming the block.
 */
export function prepareBlocks(moduleSlug: string, blocks: DeclarativeBlock[]): DeclarativeBlock[] {
  const types = new Set<string>();
  return blocks.map((block) => {
    const type = `${moduleSlug}/${block.type}`;
    if (types.has(type)) throw httpError(400, `Block type "${block.type}" is declared twice`);
    types.add(type);
    const names = new Set<string>();
    for (const field of block.fields) {
      if (names.has(field.name)) throw httpError(400, `Block "${block.type}": field "${field.name}" is declared twice`);
      names.add(field.name);
    }
    const template = sanitizeTemplate(block.template);
    if (!template) throw httpError(400, `Block "${block.type}": the template is empty once unsafe markup is removed`);
    for (const use of placeholderUses(template)) {
      if (!names.has(use.name)) throw httpError(400, `Block "${block.type}": placeholder {{${use.name}}} is not one of its fields`);
      if (!use.allowed) throw httpError(400, `Block "${block.type}": placeholder {{${use.name}}} is not allowed in ${use.where}`);
      const field = block.fields.find((candidate) => candidate.name === use.name)!;
      if (use.where === 'the style attribute' && field.kind !== 'color' && field.kind !== 'number') {
        throw httpError(400, `Block "${block.type}": only a color or number field may stand in a style ({{${use.name}}} is ${field.kind})`);
      }
    }
    return { ...block, type, template };
  });
}
