import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from './classes';

export interface TabItem {
  id: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  tabs: TabItem[];
  selected: string;
  onSelect(id: string): void;
  label: string;
  children?: ReactNode;
}

/** WAI-ARIA tabs: roving tabindex, Left/Right/Home/End move and select, disabled tabs are skipped. */
export function Tabs({ tabs, selected, onSelect, label, children }: TabsProps) {
  const baseId = useId();
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const enabled = tabs.filter((tab) => !tab.disabled);

  function move(event: KeyboardEvent<HTMLDivElement>) {
    const index = enabled.findIndex((tab) => tab.id === selected);
    let next: TabItem | undefined;
    if (event.key === 'ArrowRight') next = enabled[(index + 1) % enabled.length];
    else if (event.key === 'ArrowLeft') next = enabled[(index - 1 + enabled.length) % enabled.length];
    else if (event.key === 'Home') next = enabled[0];
    else if (event.key === 'End') next = enabled[enabled.length - 1];
    if (!next) return;
    event.preventDefault();
    onSelect(next.id);
    refs.current[next.id]?.focus();
  }

  return (
    <div className="atlas-tabs">
      <div role="tablist" aria-label={label} className="atlas-tabs__list" onKeyDown={move}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            ref={(element) => {
              refs.current[tab.id] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.id}`}
            aria-selected={tab.id === selected}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab.id === selected ? 0 : -1}
            disabled={tab.disabled}
            className={cx('atlas-tabs__tab', tab.id === selected && 'atlas-tabs__tab--selected')}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {children !== undefined && (
        <div
          role="tabpanel"
          id={`${baseId}-panel`}
          aria-labelledby={`${baseId}-tab-${selected}`}
          className="atlas-tabs__panel"
          tabIndex={0}
        >
          {children}
        </div>
      )}
    </div>
  );
}
