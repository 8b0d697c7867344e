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
    <Card className={`analytics-metric analytics-metric--levelled${level ? ` analytics-metric--${level}` : ''}`}>
      <h3 className="analytics-metric__label">{label}</h3>
      <p className="analytics-metric__value">{value}</p>
      {level && status && <p className={levelClass(level)}>{status}</p>}
      {detail && <div className="analytics-metric__detail">{detail}</div>}
    </Card>
  );
}
