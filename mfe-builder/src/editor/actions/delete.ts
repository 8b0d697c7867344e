import type { ActionOf, EditorState } from '../types';

export function deleteBlock(state: EditorState, action: ActionOf<'delete'>): EditorState {
  if (!state.blocks.some((block) => block.id === action.id)) return state;
  return {
    ...state,
    blocks: state.blocks.filter((block) => block.id !== action.id),
    selectedIds: state.selectedIds.filter((id) => id !== action.id),
  };
}
