import { blocksToPaste, copyBlocks } from './block-clipboard';
import { useEditorStore } from './store';
import { useHotkey } from './use-hotkey';

/** Ctrl+C copies the selected blocks, Ctrl+V pastes them after the selection; Delete removes the selection. */
export function useCopyPasteHotkeys(): void {
  const store = useEditorStore();
  useHotkey({ key: 'c', ctrl: true }, () => {
    const { state, byId } = store.getSnapshot();
    copyBlocks(state.blocks.filter((block) => byId.has(block.id) && state.selectedIds.includes(block.id)));
  });
  useHotkey({ key: 'v', ctrl: true }, () => store.dispatch({ type: 'paste', blocks: blocksToPaste() }));
  useHotkey({ key: 'Delete' }, () => store.dispatch({ type: 'deleteSelection' }));
}
