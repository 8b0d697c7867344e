import type { ReactNode } from 'react';
import { Card } from '@atlas/shell-kit';
import { levelClass, type Level } from './thresholds';

/** One headline figure: its name, value, and (when measured) the level word in the level's colour. */
export function FigureCard({
  label,
  value,
  level,
  status,
  detail,
}: {
  label: string;
  value: string;
  level?: Level | null;
  status?: string | null;
  detail?: ReactNode;
}) {
  return (
    <Card className={`perf-figure${level ? ` perf-figure--${level}` : ''}`}>
      <h3 className="perf-figure__label">{label}</h3>
      <p className="perf-figure__value">{value}</p>
      {level && status && <p className={levelClass(level)}>{status}</p>}
      {detail && <div className="perf-figure__detail">{detail}</div>}
    </Card>
  );
}
