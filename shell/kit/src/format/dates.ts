type DateInput = string | number | Date | null | undefined;

function toDate(input: DateInput): Date | null {
  if (input === null || input === undefined || input === '') return null;
  const date = input instanceof Date ? input : new Date(input);
  return Number.isNaN(date.getTime()) ? null : date;
}

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
});

/** 'Nov 22, 2026' ('Nov 22, 2026, 3:04 PM' with time); '—' when there is no valid date. */
export function formatDate(input: DateInput, options: { time?: boolean } = {}): string {
  const date = toDate(input);
  if (!date) return '—';
  return (options.time ? dateTimeFormat : dateFormat).format(date);
}

const STEPS: [limit: number, seconds: number, unit: string][] = [
  [3600, 60, 'minute'],
  [86400, 3600, 'hour'],
  [86400 * 30, 86400, 'day'],
];

/** 'just now', '5 minutes ago', 'in 2 hours', '3 days ago'; older than 30 days: the date. */
export function formatRelative(input: DateInput, now: number | Date = Date.now()): string {
  const date = toDate(input);
  if (!date) return '—';
  const diffSeconds = Math.round(((now instanceof Date ? now.getTime() : now) - date.getTime()) / 1000);
  const abs = Math.abs(diffSeconds);
  if (abs < 45) return 'just now';
  for (const [limit, seconds, unit] of STEPS) {
    if (abs < limit) {
      const count = Math.max(1, Math.round(abs / seconds));
      const phrase = `${count} ${unit}${count === 1 ? '' : 's'}`;
      return diffSeconds >= 0 ? `${phrase} ago` : `in ${phrase}`;
    }
  }
  return formatDate(date);
}
