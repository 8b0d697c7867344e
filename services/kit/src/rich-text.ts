// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- front ends type-check this file through @atlas/<service>/contract without the kit's types folder
/// <reference path="./types/sanitize-html.d.ts" />
import sanitizeHtml from 'sanitize-html';

/** Which tags, attributes and inline style properties owner-written HTML may keep. */
export interface RichTextAllowList {
  tags: readonly string[];
  globalAttributes: readonly string[];
  tagAttributes: Readonly<Record<string, readonly string[]>>;
  styleProperties: readonly string[];
}

// Style values are plain (colours, keywords, lengths): no url(), no expression().
const SAFE_VALUE = [/^[#\w\s.,%()-]+$/];

/**
 * A cleaner for HTML that owners write (the builder's text blocks, content bodies rendered from
 * markdown), with sanitize-html: only the allow-list's tags and attributes, links and images on safe
 * schemes, plain style values. Scripts, event handlers, iframes and javascript: addresses never pass.
 * The allow-list is the blocks' own (`HTML_ALLOW_LIST` in `@atlas/blocks/model`).
 */
export function richTextSanitizer(allow: RichTextAllowList): (html: string) => string {
  const allowedAttributes: Record<string, string[]> = { '*': [...allow.globalAttributes] };
  for (const [tag, names] of Object.entries(allow.tagAttributes)) allowedAttributes[tag] = [...names];
  const options = {
    allowedTags: [...allow.tags],
    allowedAttributes,
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https', 'data'] },
    allowedStyles: { '*': Object.fromEntries(allow.styleProperties.map((name) => [name, SAFE_VALUE])) },
  };
  return (html: string) => sanitizeHtml(html, options);
}
