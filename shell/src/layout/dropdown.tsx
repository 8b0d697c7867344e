import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

export interface DropdownProps {
  /** Content of the trigger button. */
  trigger: ReactNode;
  /** Accessible name of the trigger (when it shows only an icon). */
  label: string;
  className?: string;
  triggerClassName?: string;
  align?: 'left' | 'right';
  role?: 'menu' | 'dialog';
  children(close: () => void): ReactNode;
}

/** A button that opens a popover; closes on Escape (focus back on the button) and outside clicks. */
export function Dropdown({
  trigger,
  label,
  className,
  triggerClassName = 'atlas-icon-btn',
  align = 'right',
  role = 'menu',
  children,
}: DropdownProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const popoverRef = useRef<HTMLDivElement>(null);
  const popoverId = useId();

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: MouseEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
        return;
      }
      // Arrow keys move between the menu's items (WAI-ARIA menu pattern); Tab still works too.
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      const items = Array.from(popoverRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
      if (items.length === 0) return;
      event.preventDefault();
      const index = items.indexOf(document.activeElement as HTMLElement);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(index + step + items.length) % items.length].focus();
    }
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    popoverRef.current?.querySelector<HTMLElement>('[role="menuitem"], a, button')?.focus();
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div className={`shell-dropdown ${className ?? ''}`} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={triggerClassName}
        aria-label={label}
        aria-haspopup={role === 'menu' ? 'menu' : 'dialog'}
        aria-expanded={open}
        aria-controls={open ? popoverId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        {trigger}
      </button>
      {open && (
        <div
          ref={popoverRef}
          id={popoverId}
          className={`shell-dropdown__popover shell-dropdown__popover--${align}`}
          role={role}
          aria-label={label}
        >
          {children(() => setOpen(false))}
        </div>
      )}
    </div>
  );
}
