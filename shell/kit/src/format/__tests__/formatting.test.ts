import { formatBytes, formatCount, formatCountOf } from '../numbers';
import { formatDate, formatRelative } from '../dates';

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1K'],
    [1200, '1.2K'],
    [15_400, '15.4K'],
    [999_960, '1M'],
    [3_400_000, '3.4M'],
    [-2500, '-2.5K'],
  ])('%p → %p', (value, text) => expect(formatCount(value)).toBe(text));
  it('shows a dash for a missing number', () => expect(formatCount(undefined)).toBe('—'));
});

describe('formatBytes', () => {
  it.each([
    [0, '0 B'],
    [512, '512 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [5 * 1024 * 1024, '5 MB'],
    [3.25 * 1024 ** 3, '3.3 GB'],
  ])('%p → %p', (value, text) => expect(formatBytes(value)).toBe(text));
});

describe('formatDate and formatRelative', () => {
  const now = Date.parse('2026-11-22T15:00:00Z');
  it('formats a date in English', () => expect(formatDate('2026-11-22T15:00:00Z')).toBe('Nov 22, 2026'));
  it('answers a dash for an invalid date', () => expect(formatDate('not a date')).toBe('—'));
  it.each([
    ['2026-11-22T14:59:40Z', 'just now'],
    ['2026-11-22T14:59:00Z', '1 minute ago'],
    ['2026-11-22T14:15:00Z', '45 minutes ago'],
    ['2026-11-22T12:00:00Z', '3 hours ago'],
    ['2026-11-20T15:00:00Z', '2 days ago'],
    ['2026-11-22T17:00:00Z', 'in 2 hours'],
    ['2026-09-01T00:00:00Z', 'Sep 1, 2026'],
  ])('%p → %p', (iso, text) => expect(formatRelative(iso, now)).toBe(text));
});

test('formatCountOf names one thing in the singular and any other count in the plural', () => {
  expect(formatCountOf(1, 'visit')).toBe('1 visit');
  expect(formatCountOf(0, 'visit')).toBe('0 visits');
  expect(formatCountOf(2500, 'search', 'searches')).toBe('2.5K searches');
});
