import { RANGE_HOURS } from '../../constants';

/** Ranges up to this long are read from the raw rows (exact p75s); longer ones from the histogram. */
const EXACT_RANGE_HOURS = 24;
/** The long ranges offered: their spans of whole days are built ahead by the monitor. */
export const LONG_RANGE_HOURS = RANGE_HOURS.filter((hours) => hours > EXACT_RANGE_HOURS);

export const DAY_MS = 24 * 3600_000;
/** The UTC day of a time, as the histogram stores it. */
export const dayOf = (time: Date) => time.toISOString().slice(0, 10);
export const dayAfter = (day: string) => new Date(Date.parse(day) + DAY_MS);

/** Whether a range is read from the raw rows. */
export const isExactRange = (since: Date, until: Date) => until.getTime() - since.getTime() <= EXACT_RANGE_HOURS * 3600_000;

/** The parts of a long range: whole days merged in a span, today's histogram rows, the first day's raw rows. */
export function rangeParts(since: Date, until: Date) {
  const today = dayOf(until);
  const firstDay = dayOf(since);
  const firstDayEnd = dayAfter(firstDay);
  const spanDays = Math.round((Date.parse(today) - Date.parse(firstDay)) / DAY_MS) - 1;
  // a range within one day is all raw rows; else today's histogram rows follow the first day's raw rows
  const recentFrom = spanDays >= 0 ? today : dayOf(firstDayEnd);
  return { today, firstDay, firstDayEnd, spanDays, recentFrom };
}
