import type { ActionOf, EditorState } from '../types';
import { initialEditorState } from '../types';

/** A page loaded from the server starts clean, with no selection and no history. */
export function load(_state: EditorState, action: ActionOf<'load'>): EditorState {
  return { ...initialEditorState(action.title, action.blocks), savedAt: action.savedAt, version: action.version };
}
