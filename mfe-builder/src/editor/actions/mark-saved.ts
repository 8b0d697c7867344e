import type { ActionOf, EditorState } from '../types';

/** The saved snapshot is what was sent: edits made while the request was in flight keep the page dirty. */
export function markSaved(state: EditorState, action: ActionOf<'markSaved'>): EditorState {
  const unchangedSince = state.blocks === action.blocks && state.title === action.title;
  return { ...state, savedAt: action.savedAt, dirty: !unchangedSince };
}
