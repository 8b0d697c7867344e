import { useId, type ReactNode } from 'react';
import { Card } from '@atlas/shell-kit';
import { formatPercent } from './figures';

/** The change against the previous period of the same length: an arrow, or nothing when there was none. */
export function ChangeArrow({ change, higherIsBetter = true }: { change: number | null; higherIsBetter?: boolean }) {
  if (change === null || change === undefined) return null;
  const direction = change > 0 ? 'up' : change < 0 ? 'down' : 'flat';
  const good = direction === 'flat' ? null : (direction === 'up') === higherIsBetter;
  const label =
    direction === 'flat'
      ? 'No change from the previous period'
      : `${direction === 'up' ? 'Up' : 'Down'} ${formatPercent(Math.abs(change))} from the previous period`;
  return (
    <span
      className={`analytics-change analytics-change--${direction}${good === null ? '' : good ? ' analytics-change--good' : ' analytics-change--bad'}`}
      aria-label={label}
      title={label}
      data-direction={direction}
    >
      <span aria-hidden="true">
        {direction === 'up' ? '▲' : direction === 'down' ? '▼' : '–'} {formatPercent(Math.abs(change))}
      </span>
    </span>
  );
}

export function MetricCard({
  label,
  value,
  change,
  higherIsBetter,
  info,
}: {
  label: string;
  value: string;
  change?: number | null;
  higherIsBetter?: boolean;
  info?: ReactNode;
}) {
  return (
    <Card className="analytics-metric">
      <div className="analytics-metric__label">
        <h3>{label}</h3>
        {info}
      </div>
      <p className="analytics-metric__value">{value}</p>
      {change !== undefined && <ChangeArrow change={change} higherIsBetter={higherIsBetter} />}
    </Card>
  );
}

/** A small (i) that shows its text on hover and on keyboard focus. */
export function InfoTip({ label, text }: { label: string; text: string }) {
  const id = useId();
  return (
    <span className="analytics-tip">
      <button type="button" className="analytics-tip__button" aria-label={label} aria-describedby={id}>
        <span aria-hidden="true">i</span>
      </button>
      <span role="tooltip" id={id} className="analytics-tip__text">
        {text}
      </span>
    </span>
  );
}
