import type { ActionOf, EditorState } from '../types';

export function rename(state: EditorState, action: ActionOf<'rename'>): EditorState {
  return state.title === action.title ? state : { ...state, title: action.title, dirty: true };
}
