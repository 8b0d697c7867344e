import type { ActionOf, EditorState } from '../types';

/**
 * The server's page moved on with the editor's knowledge (its own publish, or Keep mine after a
 * conflict): the canvas now builds on that version; blocks, title and dirtiness stay as they are.
 */
export function rebase(state: EditorState, action: ActionOf<'rebase'>): EditorState {
  return state.version === action.version ? state : { ...state, version: action.version };
}
