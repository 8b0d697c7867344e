import type { ActionOf, EditorState } from '../types';
import { updateColumn } from '../column-blocks';

/** A library block dropped in a column goes to the end of that column. Columns do not nest. */
export function addToColumn(state: EditorState, action: ActionOf<'addToColumn'>): EditorState {
  if (action.block.type === 'columns') return state;
  const blocks = updateColumn(state.blocks, action.column, (columnBlocks) => [...columnBlocks, action.block]);
  return blocks ? { ...state, blocks } : state;
}
