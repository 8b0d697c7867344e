import MarkdownIt from 'markdown-it';
import { richTextSanitizer } from '@atlas/service-kit';
import { HTML_ALLOW_LIST } from '@atlas/blocks/model';

// Bodies are markdown. Raw HTML inside them is allowed while rendering (owners paste embeds and
// tables) and then cleaned with the same allow-list as the builder's text blocks, so nothing a
// visitor receives carries a script, a handler or a javascript: address.
const markdown = new MarkdownIt({ html: true, linkify: true, typographer: true });
const sanitizeRichText = richTextSanitizer(HTML_ALLOW_LIST);

export function renderMarkdown(source: string): string {
  return sanitizeRichText(markdown.render(source));
}
