import type { ReactNode } from 'react';
import { EmptyState, formatCount } from '@atlas/shell-kit';

export interface RankedRow {
  key: string;
  label: ReactNode;
  detail?: ReactNode;
  count: number;
}

/** Rows with a count and a bar proportional to the largest count; `empty` when there are none. */
/** `unit`: the counted noun, singular and plural ('1 visitor', '2 visitors'), read out after each count. */
export function RankedList({
  rows,
  unit,
  empty,
  label,
}: {
  rows: RankedRow[];
  unit: readonly [one: string, other: string];
  empty: string;
  label: string;
}) {
  if (rows.length === 0) return <EmptyState title={empty} />;
  const top = Math.max(...rows.map((row) => row.count), 1);
  return (
    <ul className="analytics-ranked" aria-label={label}>
      {rows.map((row) => (
        <li key={row.key} className="analytics-ranked__row">
          <div className="analytics-ranked__text">
            <span className="analytics-ranked__label">{row.label}</span>
            {row.detail && <span className="analytics-ranked__detail">{row.detail}</span>}
          </div>
          <span className="analytics-ranked__count">
            {formatCount(row.count)}
            <span className="atlas-visually-hidden"> {row.count === 1 ? unit[0] : unit[1]}</span>
          </span>
          <span className="analytics-ranked__bar" aria-hidden="true">
            <span style={{ width: `${(row.count / top) * 100}%` }} />
          </span>
        </li>
      ))}
    </ul>
  );
}
