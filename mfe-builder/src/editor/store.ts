import { createContext, useContext, useSyncExternalStore } from 'react';
import type { Block } from '@atlas/blocks';
import { editorReducer } from './reducer';
import { initialEditorState, type ColumnTarget, type EditorAction, type EditorState } from './types';
import { indexBlocks } from './column-blocks';

/**
 * The editor state lives outside React so that each canvas row can subscribe to its own block:
 * a keystroke in the properties panel re-renders that one row, not the 1,000 others.
 * `ids` keeps its identity while the order and membership of the blocks stay the same.
 * `byId` holds the blocks inside columns too (their rows subscribe the same way), and `columnOf`
 * says which column each of those sits in, so an edit can address it.
 */
export interface EditorSnapshot {
  state: EditorState;
  ids: string[];
  byId: Map<string, Block>;
  columnOf: Map<string, ColumnTarget>;
  selected: Set<string>;
}

export interface EditorStore {
  getSnapshot(): EditorSnapshot;
  dispatch(action: EditorAction): void;
  subscribe(listener: () => void): () => void;
}

function sameIds(ids: string[], blocks: Block[]): boolean {
  if (ids.length !== blocks.length) return false;
  for (let i = 0; i < ids.length; i += 1) if (ids[i] !== blocks[i].id) return false;
  return true;
}

function snapshotOf(state: EditorState, previous?: EditorSnapshot): EditorSnapshot {
  if (previous && previous.state.blocks === state.blocks && previous.state.selectedIds === state.selectedIds) {
    return { ...previous, state };
  }
  const blocksChanged = !previous || previous.state.blocks !== state.blocks;
  const ids = previous && (!blocksChanged || sameIds(previous.ids, state.blocks)) ? previous.ids : state.blocks.map((block) => block.id);
  const { byId, columnOf } = previous && !blocksChanged ? previous : indexBlocks(state.blocks);
  const selected = previous && previous.state.selectedIds === state.selectedIds ? previous.selected : new Set(state.selectedIds);
  return { state, ids, byId, columnOf, selected };
}

export function createEditorStore(initial: EditorState = initialEditorState()): EditorStore {
  let snapshot = snapshotOf(initial);
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => snapshot,
    dispatch(action) {
      const next = editorReducer(snapshot.state, action);
      if (next === snapshot.state) return;
      snapshot = snapshotOf(next, snapshot);
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const EditorStoreContext = createContext<EditorStore | null>(null);

export function useEditorStore(): EditorStore {
  const store = useContext(EditorStoreContext);
  if (!store) throw new Error('useEditorStore must be used inside the page builder');
  return store;
}

/** Subscribe to one slice; the selector must return a value that keeps its identity when unchanged. */
export function useEditorSelector<T>(selector: (snapshot: EditorSnapshot) => T): T {
  const store = useEditorStore();
  return useSyncExternalStore(
    store.subscribe,
    () => selector(store.getSnapshot()),
    () => selector(store.getSnapshot()),
  );
}

export const useBlock = (id: string) => useEditorSelector((snapshot) => snapshot.byId.get(id));
export const useColumnOf = (id: string) => useEditorSelector((snapshot) => snapshot.columnOf.get(id));
export const useIsSelected = (id: string) => useEditorSelector((snapshot) => snapshot.selected.has(id));
export const useBlockIds = () => useEditorSelector((snapshot) => snapshot.ids);
