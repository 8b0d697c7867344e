import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@atlas/shell-kit';
import './lists.css';

export type ListView = 'list' | 'grid';

/**
 * The filters a list keeps in the address: `setFilter` writes one (an empty value removes it) and
 * goes back to the first page, unless it is the page itself that changes.
 */
export function useUrlFilters(onChange?: () => void) {
  const [params, setParams] = useSearchParams();
  const setFilter = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setParams(next, { replace: true });
    onChange?.();
  };
  const page = Number(params.get('page')) || 1;
  return { params, setFilter, page };
}

/** The ids ticked in a list. */
export function useSelection() {
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const toggle = useCallback(
    (id: number) =>
      setSelected((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );
  const clear = useCallback(() => setSelected(new Set()), []);
  return { selected, toggle, clear, setSelected };
}

/** List / Grid buttons (pressed state announced). */
export function ViewToggle({ view, onChange, first = 'list' }: { view: ListView; onChange: (view: ListView) => void; first?: ListView }) {
  const views: ListView[] = first === 'list' ? ['list', 'grid'] : ['grid', 'list'];
  return (
    <div className="atlas-content__view" role="group" aria-label="View">
      {views.map((option) => (
        <Button
          key={option}
          size="sm"
          variant={view === option ? 'primary' : 'secondary'}
          aria-pressed={view === option}
          onClick={() => onChange(option)}
        >
          {option === 'list' ? 'List' : 'Grid'}
        </Button>
      ))}
    </div>
  );
}
