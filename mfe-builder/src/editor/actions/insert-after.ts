import type { ActionOf, EditorState } from '../types';

/** A library block dropped on an existing block lands right after it; an unknown target appends. */
export function insertAfter(state: EditorState, action: ActionOf<'insertAfter'>): EditorState {
  const index = state.blocks.findIndex((block) => block.id === action.afterId);
  const blocks = [...state.blocks];
  blocks.splice(index === -1 ? blocks.length : index + 1, 0, action.block);
  return { ...state, blocks };
}
