import type { EditorState } from '../types';

export function clearAll(state: EditorState): EditorState {
  if (state.blocks.length === 0) return state;
  return { ...state, blocks: [], selectedIds: [] };
}
