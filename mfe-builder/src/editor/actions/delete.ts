import type { ActionOf, EditorState } from '../types';
import { updateColumn } from '../column-blocks';

/** Removes a block (from its column when `column` is given) and from the selection. */
export function deleteBlock(state: EditorState, action: ActionOf<'delete'>): EditorState {
  const selectedIds = state.selectedIds.filter((id) => id !== action.id);
  if (action.column) {
    const blocks = updateColumn(state.blocks, action.column, (columnBlocks) =>
      columnBlocks.some((block) => block.id === action.id) ? columnBlocks.filter((block) => block.id !== action.id) : columnBlocks,
    );
    return blocks ? { ...state, blocks, selectedIds } : state;
  }
  if (!state.blocks.some((block) => block.id === action.id)) return state;
  return { ...state, blocks: state.blocks.filter((block) => block.id !== action.id), selectedIds };
}
