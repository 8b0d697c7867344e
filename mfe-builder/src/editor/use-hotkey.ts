import { useEffect, useRef } from 'react';

export interface Hotkey {
  key: string;
  ctrl?: boolean;
  shift?: boolean;
}

const NOT_TEXT_INPUTS = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color']);

/** In a text field the keys belong to the field (its own undo, copy and paste); a checkbox does not type. */
function isTyping(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  if (!element || !element.tagName) return false;
  if (element.tagName === 'INPUT') return !NOT_TEXT_INPUTS.has((element as HTMLInputElement).type);
  return element.isContentEditable || element.tagName === 'TEXTAREA' || element.tagName === 'SELECT';
}

/**
 * One keyboard shortcut on the window; Ctrl also matches ⌘. Ignored while typing in a field unless
 * `inFields`. A handler returning false leaves the key to the browser (nothing to copy, say).
 */
export function useHotkey(hotkey: Hotkey, handler: (event: KeyboardEvent) => void | boolean, options: { inFields?: boolean } = {}): void {
  const handlerRef = useRef(handler);
  handlerRef.current = handler;
  const { key, ctrl = false, shift = false } = hotkey;
  const { inFields = false } = options;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== key.toLowerCase()) return;
      if (ctrl !== (event.ctrlKey || event.metaKey) || shift !== event.shiftKey) return;
      if (!inFields && isTyping(event.target)) return;
      if (handlerRef.current(event) !== false) event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [key, ctrl, shift, inFields]);
}
