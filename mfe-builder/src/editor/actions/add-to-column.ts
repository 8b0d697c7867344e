import { holdsBlocks } from '@atlas/blocks';
import type { ActionOf, EditorState } from '../types';
import { updateColumn } from '../column-blocks';

/** A library block dropped in a column goes to the end of that column. A block holding blocks does not go inside another. */
export function addToColumn(state: EditorState, action: ActionOf<'addToColumn'>): EditorState {
  if (holdsBlocks(action.block.type)) return state;
  const blocks = updateColumn(state.blocks, action.column, (columnBlocks) => [...columnBlocks, action.block]);
  return blocks ? { ...state, blocks } : state;
}
