// The periods a dashboard reads (1d by the hour, 7d/30d/90d by the UTC day) and the arithmetic of its figures.
import type { TimeRange } from '../constants';

const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;

export interface Period {
  start: Date;
  end: Date;
  /** The period of the same length just before, for the change figures. */
  previousStart: Date;
  hourly: boolean;
  /** Each bucket's label and start, oldest first: hours for 1d, UTC days otherwise. */
  buckets: { label: string; start: number }[];
}

/** 1d = the last 24 hours by the hour; 7d, 30d and 90d = that many UTC days, today included. */
export function periodOf(range: TimeRange, now = new Date()): Period {
  const hourly = range === '1d';
  const step = hourly ? HOUR_MS : DAY_MS;
  const count = hourly ? 24 : Number.parseInt(range, 10);
  const end = Math.floor(now.getTime() / step) * step + step;
  const start = end - count * step;
  const buckets = Array.from({ length: count }, (_, index) => {
    const at = start + index * step;
    const iso = new Date(at).toISOString();
    return { label: hourly ? `${iso.slice(0, 13)}:00` : iso.slice(0, 10), start: at };
  });
  return { start: new Date(start), end: new Date(end), previousStart: new Date(start - (end - start)), hourly, buckets };
}

export const roundTo = (value: number, places = 1) => {
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
};

/** Percent change against the previous period, one decimal; null when there is nothing to compare with. */
export function change(current: number, previous: number, previousHadData: boolean): number | null {
  if (!previousHadData) return null;
  if (previous === 0) return current === 0 ? 0 : null;
  return roundTo(((current - previous) / previous) * 100);
}

export const percentOf = (part: number, whole: number, places = 1) => (whole > 0 ? roundTo((part / whole) * 100, places) : 0);
