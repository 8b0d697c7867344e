import { formatBytes } from '@atlas/shell-kit';
import type { VitalName } from './api/types';

/** 850 ms, 2.5 s; '—' without a measurement. */
export function formatMs(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return '—';
  if (ms < 1000) return `${Math.round(ms)} ms`;
  return `${Number((ms / 1000).toFixed(2))} s`;
}

/** 42.5% (one decimal at most); '—' without a measurement. */
export function formatPercent(value: number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  return `${Number(value.toFixed(1))}%`;
}

/** A vital in its own unit: CLS is unitless, the others are milliseconds. */
export function formatVital(vital: VitalName, value: number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  return vital === 'cls' ? String(Number(value.toFixed(3))) : formatMs(value);
}

export const formatRate = (bytesPerSecond: number) => `${formatBytes(bytesPerSecond)}/s`;

export const VITAL_NAMES: Record<VitalName, string> = {
  lcp: 'LCP',
  inp: 'INP',
  fid: 'FID',
  cls: 'CLS',
  fcp: 'FCP',
  ttfb: 'TTFB',
};

export const VITAL_TITLES: Record<VitalName, string> = {
  lcp: 'Largest Contentful Paint',
  inp: 'Interaction to Next Paint',
  fid: 'First Input Delay',
  cls: 'Cumulative Layout Shift',
  fcp: 'First Contentful Paint',
  ttfb: 'Time to First Byte',
};

/** '14:05' for a time within a day, 'Nov 24' for an older range's axis. */
export function axisTime(timestamp: string, hours: number): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return timestamp;
  if (hours <= 24) return `${String(date.getUTCHours()).padStart(2, '0')}:${String(date.getUTCMinutes()).padStart(2, '0')}`;
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
}
