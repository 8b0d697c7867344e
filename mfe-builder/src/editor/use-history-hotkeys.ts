import { useEditorStore } from './store';
import { useHotkey } from './use-hotkey';

/** Ctrl+Z undoes; Ctrl+Shift+Z and Ctrl+Y redo. */
export function useHistoryHotkeys(): void {
  const store = useEditorStore();
  useHotkey({ key: 'z', ctrl: true }, () => store.dispatch({ type: 'undo' }));
  useHotkey({ key: 'z', ctrl: true, shift: true }, () => store.dispatch({ type: 'redo' }));
  useHotkey({ key: 'y', ctrl: true }, () => store.dispatch({ type: 'redo' }));
}
