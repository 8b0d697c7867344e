import sanitizeHtml from 'sanitize-html';
import type { PageBlock } from './schemas/blocks';

// The text block's rich HTML is cleaned when it is saved, so what the database holds is safe to render
// anywhere (the public renderer sanitizes again with the block library's own allow-list).

const SAFE_VALUE = [/^[#\w\s.,%()-]+$/];

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'del', 'ins', 'mark', 'small', 'sub', 'sup', 'a', 'span', 'div',
      'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'code', 'pre', 'hr', 'img', 'figure',
      'figcaption', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'abbr', 'cite', 'q', 'dl', 'dt', 'dd',
    ],
    allowedAttributes: {
      '*': ['class', 'title', 'lang', 'dir', 'style'],
      a: ['href', 'target', 'rel'],
      img: ['src', 'alt', 'width', 'height', 'loading'],
      td: ['colspan', 'rowspan'],
      th: ['colspan', 'rowspan', 'scope'],
      ol: ['start', 'type'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https', 'data'] },
    allowedStyles: {
      '*': { color: SAFE_VALUE, 'background-color': SAFE_VALUE, 'text-align': SAFE_VALUE, 'font-weight': SAFE_VALUE, 'font-style': SAFE_VALUE, 'text-decoration': SAFE_VALUE },
    },
  });
}

/** The blocks with every text block's HTML (nested columns included) cleaned. */
export function withCleanRichText(blocks: PageBlock[]): PageBlock[] {
  return blocks.map((block) => {
    if (block.type === 'text' && typeof block.content?.text === 'string') {
      return { ...block, content: { ...block.content, text: sanitizeRichText(block.content.text) } };
    }
    const columns = block.content?.columns;
    if (block.type === 'columns' && Array.isArray(columns)) {
      return {
        ...block,
        content: {
          ...block.content,
          columns: columns.map((column: any) => (Array.isArray(column?.blocks) ? { ...column, blocks: withCleanRichText(column.blocks) } : column)),
        },
      };
    }
    return block;
  });
}
