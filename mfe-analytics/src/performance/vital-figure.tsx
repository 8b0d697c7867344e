import type { RatingShares, VitalName } from './api/types';
import { VITAL_NAMES, VITAL_TITLES, formatVital } from './figures';
import { VITAL_LEVEL_LABEL, VITAL_LIMITS, levelClass, vitalLevel } from './thresholds';

/** Good / needs improvement / poor shares of visits as one small stacked bar, read out as a sentence. */
export function RatingBar({ vital, shares }: { vital: VitalName; shares: RatingShares }) {
  const label = `${VITAL_NAMES[vital]} visits: ${Math.round(shares.good)}% good, ${Math.round(shares.needs_improvement)}% needs improvement, ${Math.round(shares.poor)}% poor`;
  return (
    <span className="perf-rating" role="img" aria-label={label} title={label}>
      <span className="perf-rating__part perf-rating__part--good" style={{ width: `${shares.good}%` }} />
      <span className="perf-rating__part perf-rating__part--fair" style={{ width: `${shares.needs_improvement}%` }} />
      <span className="perf-rating__part perf-rating__part--poor" style={{ width: `${shares.poor}%` }} />
    </span>
  );
}

/** One vital's p75 in its colour, with its limits; `shares` adds the visits' bar. */
export function VitalFigure({
  vital,
  value,
  shares,
  note,
  showLimits = true,
}: {
  vital: VitalName;
  value: number | null;
  shares?: RatingShares;
  note?: string;
  /** Off where a legend above names every limit once. */
  showLimits?: boolean;
}) {
  const level = value === null ? null : vitalLevel(vital, value);
  return (
    <div className={`perf-vital${level ? ` perf-vital--${level}` : ''}`}>
      <dt className="perf-vital__name">
        <abbr title={VITAL_TITLES[vital]}>{VITAL_NAMES[vital]}</abbr>
      </dt>
      <dd className="perf-vital__value">{formatVital(vital, value)}</dd>
      <dd className={level ? levelClass(level) : 'analytics-muted'}>{level ? VITAL_LEVEL_LABEL[level] : 'No samples'}</dd>
      {shares && value !== null && (
        <dd className="perf-vital__bar">
          <RatingBar vital={vital} shares={shares} />
        </dd>
      )}
      {showLimits && <dd className="perf-vital__limits">{limitsText(vital)}</dd>}
      {note && <dd className="perf-vital__note">{note}</dd>}
    </div>
  );
}

/** 'good ≤ 200 ms, poor > 500 ms' (CLS without a unit). */
export function limitsText(vital: VitalName): string {
  const limits = VITAL_LIMITS[vital];
  return vital === 'cls' ? `good ≤ ${limits.good}, poor > ${limits.poor}` : `good ≤ ${limits.good} ms, poor > ${limits.poor} ms`;
}

export const INP_NOTE = 'INP replaced FID as a Core Web Vital in March 2024.';
