import { shownRegions, withShownRegions, type Block, type Region } from '@atlas/blocks';
import type { ColumnTarget } from './types';

// Blocks nested in a block's regions (a columns block's columns), as the canvas shows them. Which types hold
// blocks, where, and how many regions show is the block's schema's slot, read by @atlas/blocks' walker.

/** The regions a top-level block shows (a columns block's columns, padded or cut to its count), or null when it holds none. */
export function columnsOf(block: Block): Region[] | null {
  return shownRegions(block);
}

/**
 * The page's blocks with one column's list changed by `update`. Only the block holding it is copied:
 * every other block, and every nested block `update` keeps, stays the same object (rows stay memoized).
 * Null when the column does not exist or `update` changed nothing (returned its argument).
 */
export function updateColumn(blocks: Block[], target: ColumnTarget, update: (columnBlocks: Block[]) => Block[]): Block[] | null {
  const index = blocks.findIndex((block) => block.id === target.blockId);
  if (index === -1) return null;
  const parent = blocks[index];
  const shown = columnsOf(parent);
  const at = shown ? shown.findIndex((column) => column.id === target.columnId) : -1;
  if (!shown || at === -1) return null;
  const changed = update(shown[at].blocks);
  if (changed === shown[at].blocks) return null;
  const columns = shown.slice();
  columns[at] = { ...shown[at], blocks: changed };
  const next = blocks.slice();
  next[index] = withShownRegions(parent, columns);
  return next;
}

/** The block without the nested blocks whose ids are in `ids`; the same object when it holds none of them. */
export function withoutNested(block: Block, ids: Set<string>): Block {
  const shown = columnsOf(block);
  if (!shown || !shown.some((column) => column.blocks.some((nested) => ids.has(nested.id)))) return block;
  return withShownRegions(
    block,
    shown.map((column) => ({ ...column, blocks: column.blocks.filter((nested) => !ids.has(nested.id)) })),
  );
}

/** Every block by id (nested ones included) and where each nested block sits. */
export function indexBlocks(blocks: Block[]): { byId: Map<string, Block>; columnOf: Map<string, ColumnTarget> } {
  const byId = new Map<string, Block>();
  const columnOf = new Map<string, ColumnTarget>();
  for (const block of blocks) {
    byId.set(block.id, block);
    const columns = columnsOf(block);
    if (!columns) continue;
    for (const column of columns) {
      for (const nested of column.blocks) {
        byId.set(nested.id, nested);
        columnOf.set(nested.id, { blockId: block.id, columnId: column.id });
      }
    }
  }
  return { byId, columnOf };
}
