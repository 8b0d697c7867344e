import { blocksToPaste, copyBlocks } from './block-clipboard';
import { useEditorStore } from './store';
import { useHotkey } from './use-hotkey';

/**
 * Ctrl+C copies the selected blocks, Ctrl+V pastes them after the selection; Delete removes the
 * selection. A read-only canvas (someone else is editing the page) still copies.
 */
export function useCopyPasteHotkeys(readOnly = false): void {
  const store = useEditorStore();
  useHotkey({ key: 'c', ctrl: true }, () => {
    const { state } = store.getSnapshot();
    // Selected text on the page is copied by the browser as usual.
    if (state.selectedIds.length === 0 || String(window.getSelection?.() ?? '') !== '') return false;
    const selected = new Set(state.selectedIds);
    copyBlocks(state.blocks.filter((block) => selected.has(block.id)));
    return true;
  });
  useHotkey({ key: 'v', ctrl: true }, () => {
    if (readOnly) return false;
    const blocks = blocksToPaste();
    if (blocks.length === 0) return false;
    store.dispatch({ type: 'paste', blocks });
    return true;
  });
  useHotkey({ key: 'Delete' }, () => {
    if (readOnly || store.getSnapshot().state.selectedIds.length === 0) return false;
    store.dispatch({ type: 'deleteSelection' });
    return true;
  });
}
