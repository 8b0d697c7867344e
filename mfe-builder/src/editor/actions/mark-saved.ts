import type { ActionOf, EditorState } from '../types';

/**
 * The saved snapshot is what was sent: edits made while the request was in flight keep the page dirty.
 * The page's version is the one the save answered, which the next save builds on.
 */
export function markSaved(state: EditorState, action: ActionOf<'markSaved'>): EditorState {
  const unchangedSince = state.blocks === action.blocks && state.title === action.title;
  return { ...state, savedAt: action.savedAt, version: action.version, dirty: !unchangedSince };
}
