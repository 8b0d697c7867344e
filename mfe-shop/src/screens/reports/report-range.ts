const DAY_MS = 86_400_000;

/** A day as the reports count them (UTC), 'YYYY-MM-DD'. */
export const reportDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The last `days` days up to today, both ends included. */
export function lastDays(days: number, now = Date.now()) {
  return { from: reportDay(now - (days - 1) * DAY_MS), to: reportDay(now) };
}

/** How many days a range holds (0 when it runs backwards or a day is missing). */
export function daysIn({ from, to }: { from: string; to: string }) {
  const span = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  return Number.isFinite(span) ? Math.max(0, span) : 0;
}
