import type { ActionOf, EditorState } from '../types';

/** A block dropped on the empty canvas (or chosen with Enter in the library) goes to the end. */
export function add(state: EditorState, action: ActionOf<'add'>): EditorState {
  return { ...state, blocks: [...state.blocks, action.block] };
}
