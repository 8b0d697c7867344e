// The marketplace's product rules the service and its screens share (module types, sorts, signatures,
// version ranges). Imports nothing, so a front end bundles it without anything server-side. A declarative
// block's template rules and renderer are the blocks' own (@atlas/blocks/model, declarative/template.ts).

export const MODULE_TYPES = ['content', 'block', 'theme', 'plugin', 'integration', 'utility'] as const;
export type ModuleType = (typeof MODULE_TYPES)[number];

/** Catalogue sorts: downloads = most popular. */
export const MODULE_SORTS = ['downloads', 'rating', 'newest', 'name'] as const;
export type ModuleSort = (typeof MODULE_SORTS)[number];

export const INTEGRATIONS = ['google_analytics', 'meta_pixel', 'cookie_consent', 'webhooks'] as const;
export const UTILITIES = ['redirects', 'structured_data'] as const;

/** What a module adds to its user's product once installed. */
export interface ModuleProvides {
  /** Block types the builder library offers (core types a pack unlocks, or the pack's declarative types). */
  blocks?: string[];
  /** Theme slugs the theme selector offers. */
  themes?: string[];
  integration?: (typeof INTEGRATIONS)[number];
  utility?: (typeof UTILITIES)[number];
}

/** JSON with object keys sorted at every level and no spaces: the bytes a package signature covers. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((item) => (item === undefined ? 'null' : canonicalJson(item))).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
}

// ---- Atlas versions: a small semver range check (comparators, ^, ~, x-ranges, ||) ----

type Version = [number, number, number];
const compare = (a: Version, b: Version) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** One comparator as [operator, version]; a partial version (`1`, `1.2`, `1.x`) widens to its range. */
function comparators(token: string): [string, Version][] | null {
  const match = /^(\^|~|>=|<=|>|<|=)?\s*v?(\d+|x|\*)(?:\.(\d+|x|\*))?(?:\.(\d+|x|\*))?(?:-[\w.]+)?$/i.exec(token);
  if (!match) return token === '*' || token === '' ? [] : null;
  const [, op = '', ...parts] = match;
  const wild = (part: string | undefined) => part === undefined || /^[x*]$/i.test(part);
  if (wild(parts[0])) return op === '' || op === '>=' || op === '<=' ? [] : null;
  const major = Number(parts[0]);
  const minor = wild(parts[1]) ? null : Number(parts[1]);
  const patch = wild(parts[2]) ? null : Number(parts[2]);
  const low: Version = [major, minor ?? 0, patch ?? 0];
  const partialHigh: Version = minor === null ? [major + 1, 0, 0] : [major, minor + 1, 0];
  switch (op) {
    case '^': {
      const high: Version =
        major > 0 || minor === null ? [major + 1, 0, 0] : minor > 0 || patch === null ? [0, minor + 1, 0] : [0, 0, (patch ?? 0) + 1];
      return [
        ['>=', low],
        ['<', high],
      ];
    }
    case '~':
      return [
        ['>=', low],
        ['<', minor === null ? [major + 1, 0, 0] : [major, minor + 1, 0]],
      ];
    case '>':
      return patch === null ? [['>=', partialHigh]] : [['>', low]];
    case '<=':
      return patch === null ? [['<', partialHigh]] : [['<=', low]];
    case '>=':
    case '<':
      return [[op, low]];
    default:
      return patch === null
        ? [
            ['>=', low],
            ['<', partialHigh],
          ]
        : [['=', low]];
  }
}

/** The range's comparator sets, or null when it is not a range this check understands. */
export function parseRange(range: string): [string, Version][][] | null {
  const sets: [string, Version][][] = [];
  for (const alternative of range.split('||')) {
    const set: [string, Version][] = [];
    const tokens = alternative
      .trim()
      .replace(/(>=|<=|>|<|=|\^|~)\s+/g, '$1')
      .split(/\s+/)
      .filter(Boolean);
    for (const token of tokens) {
      const parsed = comparators(token);
      if (!parsed) return null;
      set.push(...parsed);
    }
    sets.push(set);
  }
  return sets;
}

/** Whether `version` (e.g. the running Atlas) falls in `range` (`>=1.0.0 <2.0.0`, `^1.2`, `1.x || 2.x`, `*`). */
export function satisfiesRange(version: string, range: string): boolean {
  const parsed = /^v?(\d+)\.(\d+)\.(\d+)/.exec(version.trim());
  const sets = parseRange(range);
  if (!parsed || !sets) return false;
  const v: Version = [Number(parsed[1]), Number(parsed[2]), Number(parsed[3])];
  return sets.some((set) =>
    set.every(([op, bound]) => {
      const c = compare(v, bound);
      return op === '>=' ? c >= 0 : op === '<=' ? c <= 0 : op === '>' ? c > 0 : op === '<' ? c < 0 : c === 0;
    }),
  );
}
