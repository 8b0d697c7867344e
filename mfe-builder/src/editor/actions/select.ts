import type { ActionOf, EditorState } from '../types';

/** A click toggles the block; with Shift or Ctrl (additive) it toggles it within a multi-selection. */
export function select(state: EditorState, action: ActionOf<'select'>): EditorState {
  const isSelected = state.selectedIds.includes(action.id);
  if (action.additive) {
    return { ...state, selectedIds: isSelected ? state.selectedIds.filter((id) => id !== action.id) : [...state.selectedIds, action.id] };
  }
  return { ...state, selectedIds: isSelected && state.selectedIds.length === 1 ? [] : [action.id] };
}

export function clearSelection(state: EditorState): EditorState {
  return state.selectedIds.length === 0 ? state : { ...state, selectedIds: [] };
}
