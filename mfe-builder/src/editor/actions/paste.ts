import type { ActionOf, EditorState } from '../types';

/** Pasted blocks (re-id'd by the caller) go after the last selected block, else at the end, and become the selection. */
export function paste(state: EditorState, action: ActionOf<'paste'>): EditorState {
  if (action.blocks.length === 0) return state;
  const selected = new Set(state.selectedIds);
  let anchor = -1;
  state.blocks.forEach((block, index) => {
    if (selected.has(block.id)) anchor = index;
  });
  const at = anchor === -1 ? state.blocks.length : anchor + 1;
  const blocks = [...state.blocks.slice(0, at), ...action.blocks, ...state.blocks.slice(at)];
  return { ...state, blocks, selectedIds: action.blocks.map((block) => block.id) };
}
