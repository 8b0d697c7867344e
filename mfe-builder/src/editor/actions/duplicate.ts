import type { ActionOf, EditorState } from '../types';

/**
 * Each copy (already re-id'd by the caller, so this stays pure) goes right after its original;
 * the copies become the selection so a second Duplicate copies them again.
 */
export function duplicate(state: EditorState, action: ActionOf<'duplicate'>): EditorState {
  if (action.copies.length === 0) return state;
  const copiesAfter = new Map<string, (typeof action.copies)[number]['block'][]>();
  for (const { afterId, block } of action.copies) copiesAfter.set(afterId, [...(copiesAfter.get(afterId) ?? []), block]);
  const blocks = state.blocks.flatMap((block) => [block, ...(copiesAfter.get(block.id) ?? [])]);
  return { ...state, blocks, selectedIds: action.copies.map(({ block }) => block.id) };
}
