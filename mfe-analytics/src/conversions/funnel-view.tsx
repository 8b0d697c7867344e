import { EmptyState, formatCount } from '@atlas/shell-kit';
import type { FunnelStep } from '../api/types';
import { formatPercent } from '../overview/figures';

export const MIN_BOX_WIDTH = 20;

/** A step's box width: its share of the first step, never under 20 % so its label stays readable. */
export const boxWidth = (step: FunnelStep) => Math.max(MIN_BOX_WIDTH, Math.min(100, step.percentage));

/** The funnel's steps in order with their counts and the drop-off between one step and the next. */
export function FunnelView({ steps }: { steps: FunnelStep[] }) {
  if (steps.length === 0 || steps.every((step) => step.count === 0)) return <EmptyState title="No funnel data available" />;
  return (
    <ol className="analytics-funnel" aria-label="Conversion funnel">
      {steps.map((step, index) => (
        <li key={`${step.step}-${index}`} className="analytics-funnel__step">
          {index > 0 && (
            <p className="analytics-funnel__drop">
              <span aria-hidden="true">↓ </span>
              {formatPercent(step.drop_off)} drop-off
            </p>
          )}
          <div className="analytics-funnel__box" style={{ width: `${boxWidth(step)}%` }} data-testid="funnel-box">
            <span className="analytics-funnel__name">{step.step}</span>
            <span className="analytics-funnel__count">
              {formatCount(step.count)} · {formatPercent(step.percentage)}
            </span>
          </div>
        </li>
      ))}
    </ol>
  );
}
