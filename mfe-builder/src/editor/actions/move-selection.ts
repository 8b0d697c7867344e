import type { ActionOf, EditorState } from '../types';

/** Moves every selected block one place up or down; a block already at the edge stays, the others still move. */
export function moveSelection(state: EditorState, action: ActionOf<'moveSelection'>): EditorState {
  if (state.selectedIds.length === 0) return state;
  const selected = new Set(state.selectedIds);
  const blocks = state.blocks.slice();
  const indexes = blocks.map((_, index) => index);
  const order = action.direction === -1 ? indexes : indexes.reverse();
  let changed = false;
  for (const index of order) {
    const target = index + action.direction;
    if (!selected.has(blocks[index].id) || target < 0 || target >= blocks.length || selected.has(blocks[target].id)) continue;
    [blocks[index], blocks[target]] = [blocks[target], blocks[index]];
    changed = true;
  }
  return changed ? { ...state, blocks } : state;
}
