function oneDecimal(value: number): string {
  return value.toFixed(1).replace(/\.0$/, '');
}

/** Counts shorten with K at 1000 and M at 1,000,000: 950, 1.2K, 3.4M. */
export function formatCount(value: number | null | undefined): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '—';
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  if (abs < 1000) return `${sign}${Math.round(abs)}`;
  if (abs < 1_000_000 && Number(oneDecimal(abs / 1000)) < 1000) return `${sign}${oneDecimal(abs / 1000)}K`;
  return `${sign}${oneDecimal(abs / 1_000_000)}M`;
}

/** A count with its noun, singular for exactly one: '1 visit', '12 visits', '1.2K visitors'. */
export function formatCountOf(value: number, singular: string, plural = `${singular}s`): string {
  return `${formatCount(value)} ${value === 1 ? singular : plural}`;
}

const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

/** 0 B, 512 B, 1.5 KB, 2 MB (powers of 1024). */
export function formatBytes(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || Number.isNaN(bytes) || bytes < 0) return '—';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : oneDecimal(value)} ${BYTE_UNITS[unit]}`;
}
