import { useEffect, useRef } from 'react';

export interface Hotkey {
  key: string;
  ctrl?: boolean;
  shift?: boolean;
}

function isTyping(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  if (!element || !element.tagName) return false;
  return element.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName);
}

/** One keyboard shortcut on the window; Ctrl also matches ⌘. Ignored while typing in a field unless `inFields`. */
export function useHotkey(hotkey: Hotkey, handler: (event: KeyboardEvent) => void, options: { inFields?: boolean } = {}): void {
  const handlerRef = useRef(handler);
  handlerRef.current = handler;
  const { key, ctrl = false, shift = false } = hotkey;
  const { inFields = false } = options;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== key.toLowerCase()) return;
      if (ctrl !== (event.ctrlKey || event.metaKey) || shift !== event.shiftKey) return;
      if (!inFields && isTyping(event.target)) return;
      event.preventDefault();
      handlerRef.current(event);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [key, ctrl, shift, inFields]);
}
