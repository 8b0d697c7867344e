import { visibleColumns, type Block, type Column } from '@atlas/blocks';
import type { ColumnTarget } from './types';

/** The columns a top-level block shows (padded or cut to its count), or null when it is not a columns block. */
export function columnsOf(block: Block): Column[] | null {
  return block.type === 'columns' ? visibleColumns(block.content ?? {}) : null;
}

/**
 * The page's blocks with one column's list changed by `update`. Only the columns block is copied:
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
  // Stored columns beyond the count are kept as they are: nothing the canvas does not show is lost.
  const stored: unknown[] = Array.isArray(parent.content?.columns) ? parent.content.columns : [];
  const columns = [...shown, ...stored.slice(shown.length)];
  columns[at] = { ...shown[at], blocks: changed };
  const next = blocks.slice();
  next[index] = { ...parent, content: { ...parent.content, columns } };
  return next;
}

/** The block without the nested blocks whose ids are in `ids`; the same object when it holds none of them. */
export function withoutNested(block: Block, ids: Set<string>): Block {
  const shown = columnsOf(block);
  if (!shown || !shown.some((column) => column.blocks.some((nested) => ids.has(nested.id)))) return block;
  const stored: unknown[] = Array.isArray(block.content?.columns) ? block.content.columns : [];
  const columns = [
    ...shown.map((column) => ({ ...column, blocks: column.blocks.filter((nested) => !ids.has(nested.id)) })),
    ...stored.slice(shown.length),
  ];
  return { ...block, content: { ...block.content, columns } };
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
