import type { Block } from '@atlas/blocks';
import type { ColumnTarget, EditorState } from '../types';
import { updateColumn } from '../column-blocks';

/**
 * Swap one block for an updated copy; every other block keeps its identity so its row stays memoized.
 * With `column`, the block is looked up in that column of a columns block.
 */
export function replaceBlock(state: EditorState, id: string, update: (block: Block) => Block, column?: ColumnTarget): EditorState {
  if (column) {
    const blocks = updateColumn(state.blocks, column, (columnBlocks) => {
      const at = columnBlocks.findIndex((block) => block.id === id);
      if (at === -1) return columnBlocks;
      const next = columnBlocks.slice();
      next[at] = update(next[at]);
      return next;
    });
    return blocks ? { ...state, blocks } : state;
  }
  const index = state.blocks.findIndex((block) => block.id === id);
  if (index === -1) return state;
  const blocks = state.blocks.slice();
  blocks[index] = update(blocks[index]);
  return { ...state, blocks };
}
