import { richTextSanitizer } from '@atlas/service-kit';
import { HTML_ALLOW_LIST, mapBlocks } from '@atlas/blocks/model';
import type { PageBlock } from '../schemas/blocks';

/** Owner HTML cleaned with the blocks' allow-list. */
export const sanitizeRichText = richTextSanitizer(HTML_ALLOW_LIST);

// The text block's rich HTML is cleaned when it is saved, so what the database holds is safe to render
// anywhere (the public renderer sanitizes again with the block library's own allow-list).

/** The blocks with every text block's HTML (nested columns included) cleaned. */
export function withCleanRichText(blocks: PageBlock[]): PageBlock[] {
  return mapBlocks(blocks, (block) =>
    block.type === 'text' && typeof block.content?.text === 'string'
      ? { ...block, content: { ...block.content, text: sanitizeRichText(block.content.text) } }
      : block,
  );
}
