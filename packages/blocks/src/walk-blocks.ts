// A page's blocks are a tree: a columns block holds a list of blocks in each of its columns
// (`content.columns[i].blocks`). Every walk over that tree goes through walkBlocks or mapBlocks, so the
// shape of the nesting is written once. Stored pages may be old or hand-made: lists are read defensively.
import type { Block } from './block';

/** What a walk needs of a block: its type and content (a block as a service stores it may lack the rest). */
export type BlockNode = { type: string; content?: Record<string, any> };

/** A column as a columns block stores it (older pages may lack its id or its list). */
export type StoredColumn = { id?: unknown; blocks?: unknown; [key: string]: unknown };

const isObject = (value: unknown): value is Record<string, any> => typeof value === 'object' && value !== null;

/** The columns a block stores: a columns block's, also those past its count (the page does not show them); none for any other block. */
function storedColumns(block: BlockNode): unknown[] {
  const columns = block.type === 'columns' ? block.content?.columns : undefined;
  return Array.isArray(columns) ? columns : [];
}

/** Every block of a page, depth first: a columns block, then the blocks of its columns. Entries that are not objects are passed over. */
export function* walkBlocks(blocks: unknown): Generator<Block> {
  if (!Array.isArray(blocks)) return;
  for (const block of blocks) {
    if (!isObject(block)) continue;
    yield block as Block;
    for (const column of storedColumns(block as BlockNode)) if (isObject(column)) yield* walkBlocks(column.blocks);
  }
}

/** True when a block of the page, at any depth, passes `test`. */
export function someBlock(blocks: unknown, test: (block: Block) => boolean): boolean {
  for (const block of walkBlocks(blocks)) if (test(block)) return true;
  return false;
}

/**
 * The page's blocks with `change` applied to each, nested ones included. A columns block's columns are mapped
 * first (each column object through `changeColumn`, when given), then `change` gets the columns block holding
 * the mapped lists. Entries that are not objects, and columns without a list, are kept as they are.
 */
export function mapBlocks<B extends BlockNode>(
  blocks: readonly B[],
  change: (block: B) => B,
  changeColumn?: (column: StoredColumn) => StoredColumn,
): B[] {
  return blocks.map((block) => {
    if (!isObject(block)) return block;
    const columns = storedColumns(block);
    if (columns.length === 0) return change(block);
    const mapped = columns.map((column) => {
      if (!isObject(column)) return column;
      const changed = changeColumn ? changeColumn(column) : column;
      return Array.isArray(changed.blocks) ? { ...changed, blocks: mapBlocks(changed.blocks as B[], change, changeColumn) } : changed;
    });
    return change({ ...block, content: { ...block.content, columns: mapped } });
  });
}
