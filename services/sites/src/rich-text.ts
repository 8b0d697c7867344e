import { richTextSanitizer } from '@atlas/service-kit';
import { RICH_TEXT_ALLOW_LIST } from '@atlas/blocks/model';
import type { PageBlock } from './schemas/blocks';

/** Owner HTML cleaned with the blocks' allow-list. */
export const sanitizeRichText = richTextSanitizer(RICH_TEXT_ALLOW_LIST);

// The text block's rich HTML is cleaned when it is saved, so what the database holds is safe to render
// anywhere (the public renderer sanitizes again with the block library's own allow-list).

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
          columns: columns.map((column: any) =>
            Array.isArray(column?.blocks) ? { ...column, blocks: withCleanRichText(column.blocks) } : column,
          ),
        },
      };
    }
    return block;
  });
}
