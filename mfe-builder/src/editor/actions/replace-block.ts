import type { Block } from '../../blocks';
import type { EditorState } from '../types';

/** Swap one block for an updated copy; every other block keeps its identity so its row stays memoized. */
export function replaceBlock(state: EditorState, id: string, update: (block: Block) => Block): EditorState {
  const index = state.blocks.findIndex((block) => block.id === id);
  if (index === -1) return state;
  const blocks = state.blocks.slice();
  blocks[index] = update(blocks[index]);
  return { ...state, blocks };
}
