import { httpError } from '@atlas/service-kit';
import { SPACER_MAX, SPACER_MIN, nestedLists } from '@atlas/blocks/model';
import type { PageBlock } from '../schemas/blocks';
import { withCleanRichText } from './rich-text';

/** Serialized size limit of one page's blocks (the request body limit is larger). */
export const MAX_BLOCKS_BYTES = 1_000_000;
const MAX_COLUMN_DEPTH = 5;

/** The blocks as they will be stored: checked (400 with the first problem), text blocks' HTML sanitized. */
export function validBlocks<T extends PageBlock[] | undefined>(blocks: T): T {
  if (!blocks) return blocks;
  const problem = blocksProblem(blocks);
  if (problem) throw httpError(400, problem);
  return withCleanRichText(blocks) as T;
}

/** Rules the JSON schema cannot say: spacer height range, nested blocks (a columns block's), total size. Returns a detail or null. */
export function blocksProblem(blocks: PageBlock[]): string | null {
  if (Buffer.byteLength(JSON.stringify(blocks)) > MAX_BLOCKS_BYTES)
    return `Blocks are too large (at most ${MAX_BLOCKS_BYTES} bytes per page)`;
  return walk(blocks, 'blocks', 0);
}

function walk(blocks: unknown[], path: string, depth: number): string | null {
  if (depth > MAX_COLUMN_DEPTH) return `${path}: columns are nested too deeply`;
  for (let i = 0; i < blocks.length; i++) {
    const block = blocks[i] as PageBlock;
    const where = `${path}/${i}`;
    if (
      !block ||
      typeof block !== 'object' ||
      typeof block.type !== 'string' ||
      typeof block.content !== 'object' ||
      block.content === null
    ) {
      return `${where} must be a block with type and content`;
    }
    if (block.type === 'spacer' && block.content.height !== undefined) {
      const height = Number(block.content.height);
      if (!Number.isFinite(height) || height < SPACER_MIN || height > SPACER_MAX) {
        return `${where}: spacer height must be between ${SPACER_MIN} and ${SPACER_MAX}`;
      }
    }
    for (const nested of nestedLists(block)) {
      if (nested.blocks === undefined) continue;
      if (!Array.isArray(nested.blocks)) return `${where}/${nested.path} must be a list of blocks`;
      const problem = walk(nested.blocks, `${where}/${nested.path}`, depth + 1);
      if (problem) return problem;
    }
  }
  return null;
}
