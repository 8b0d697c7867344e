// Small readers for block content: stored content may come from older pages, templates or the
// properties panel, so renders read it defensively instead of trusting its shape.

export const str = (value: unknown, fallback = ''): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : fallback;

export const num = (value: unknown, fallback: number, min = -Infinity, max = Infinity): number => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : fallback;
};

export const list = <T = Record<string, any>>(value: unknown): T[] =>
  Array.isArray(value) ? (value.filter((item) => item !== null && item !== undefined) as T[]) : [];

/** One entry per line (or an array of strings), blank lines dropped. */
export const lines = (value: unknown): string[] =>
  (Array.isArray(value) ? value.map((v) => str(v)) : str(value).split('\n')).map((l) => l.trim()).filter(Boolean);

export const oneOf = <T extends string>(value: unknown, allowed: readonly T[], fallback: T): T =>
  (allowed as readonly unknown[]).includes(value) ? (value as T) : fallback;

/** A safe CSS colour value (hex, rgb/hsl, a named colour or a var()), else ''. */
export const cssColor = (value: unknown): string => {
  const v = str(value).trim();
  return /^(#[0-9a-f]{3,8}|(rgb|hsl)a?\([\d\s.,%/]+\)|[a-z]+|var\(--[\w-]+\))$/i.test(v) ? v : '';
};

export const alignOptions = [
  { value: 'left', label: 'Left' },
  { value: 'center', label: 'Center' },
  { value: 'right', label: 'Right' },
];
export const ALIGNS = ['left', 'center', 'right'] as const;
export type Align = (typeof ALIGNS)[number];
