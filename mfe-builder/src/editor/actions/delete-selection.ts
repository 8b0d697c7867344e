import type { EditorState } from '../types';
import { withoutNested } from '../column-blocks';

/** Removes every selected block, top-level or inside a column. */
export function deleteSelection(state: EditorState): EditorState {
  if (state.selectedIds.length === 0) return state;
  const selected = new Set(state.selectedIds);
  const blocks = state.blocks.filter((block) => !selected.has(block.id)).map((block) => withoutNested(block, selected));
  return { ...state, blocks, selectedIds: [] };
}
