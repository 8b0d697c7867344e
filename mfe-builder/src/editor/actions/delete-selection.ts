import type { EditorState } from '../types';

export function deleteSelection(state: EditorState): EditorState {
  if (state.selectedIds.length === 0) return state;
  const selected = new Set(state.selectedIds);
  return { ...state, blocks: state.blocks.filter((block) => !selected.has(block.id)), selectedIds: [] };
}
