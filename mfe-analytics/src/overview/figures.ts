/** A session length: 45s, 2m 35s, 1h 2m. */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  if (total < 60) return `${total}s`;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  if (hours > 0) return `${hours}h ${minutes}m`;
  return `${minutes}m ${total % 60}s`;
}

/** A percentage with at most one decimal: 42.5%, 40%. */
export function formatPercent(value: number): string {
  return `${Number(value.toFixed(1))}%`;
}

/** '4/7' for a day, '14:00' for an hour of the last 24 hours. */
export function shortDate(date: string): string {
  const hour = /T(\d{2}):/.exec(date);
  if (hour) return `${hour[1]}:00`;
  const [, month, day] = date.split('-');
  return `${Number(month)}/${Number(day)}`;
}
