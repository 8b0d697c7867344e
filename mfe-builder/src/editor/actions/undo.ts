import type { EditorState } from '../types';

function keepExistingSelection(selectedIds: string[], blocks: EditorState['blocks']): string[] {
  if (selectedIds.length === 0) return selectedIds;
  const ids = new Set(blocks.map((block) => block.id));
  return selectedIds.filter((id) => ids.has(id));
}

export function undo(state: EditorState): EditorState {
  const { past, future } = state.history;
  if (past.length === 0) return state;
  const blocks = past[past.length - 1];
  return {
    ...state,
    blocks,
    dirty: true,
    selectedIds: keepExistingSelection(state.selectedIds, blocks),
    history: { past: past.slice(0, -1), future: [state.blocks, ...future], group: null },
  };
}

export function redo(state: EditorState): EditorState {
  const { past, future } = state.history;
  if (future.length === 0) return state;
  const [blocks, ...rest] = future;
  return {
    ...state,
    blocks,
    dirty: true,
    selectedIds: keepExistingSelection(state.selectedIds, blocks),
    history: { past: [...past, state.blocks], future: rest, group: null },
  };
}
