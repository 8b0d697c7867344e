import type { ActionOf, EditorState } from '../types';

export function move(state: EditorState, action: ActionOf<'move'>): EditorState {
  const from = state.blocks.findIndex((block) => block.id === action.id);
  const to = Math.max(0, Math.min(state.blocks.length - 1, action.toIndex));
  if (from === -1 || from === to) return state;
  const blocks = [...state.blocks];
  const [moved] = blocks.splice(from, 1);
  blocks.splice(to, 0, moved);
  return { ...state, blocks };
}
