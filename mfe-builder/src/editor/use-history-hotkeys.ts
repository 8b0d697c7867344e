import { useEditorStore } from './store';
import { useHotkey } from './use-hotkey';

/** Ctrl+Z undoes; Ctrl+Shift+Z and Ctrl+Y redo. Not on a read-only canvas (someone else is editing the page). */
export function useHistoryHotkeys(readOnly = false): void {
  const store = useEditorStore();
  const run = (type: 'undo' | 'redo') => (readOnly ? false : store.dispatch({ type }));
  useHotkey({ key: 'z', ctrl: true }, () => run('undo'));
  useHotkey({ key: 'z', ctrl: true, shift: true }, () => run('redo'));
  useHotkey({ key: 'y', ctrl: true }, () => run('redo'));
}
