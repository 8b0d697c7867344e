import { useEffect, useRef } from 'react';
import type { EditorStore } from '../editor/store';

export const AUTOSAVE_DELAY_MS = 3000;

/** A page that already exists is saved 3 seconds after the last change while it is dirty. */
export function useAutosave(store: EditorStore, enabled: boolean, save: () => unknown): void {
  const saveRef = useRef(save);
  saveRef.current = save;
  useEffect(() => {
    if (!enabled) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last = store.getSnapshot().state;
    const unsubscribe = store.subscribe(() => {
      const state = store.getSnapshot().state;
      const changed = state.blocks !== last.blocks || state.title !== last.title;
      last = state;
      if (!changed || !state.dirty) return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (store.getSnapshot().state.dirty) saveRef.current();
      }, AUTOSAVE_DELAY_MS);
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [store, enabled]);
}
