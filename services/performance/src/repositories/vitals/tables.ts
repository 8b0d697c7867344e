import type { Knex } from 'knex';
import type { Metric } from '../../constants';
import type { MetricFigures } from './histogram';

/** What a read gives per group: a page, a site (path null) or the whole scope (site_id and path null). */
export interface VitalsGroup {
  site_id: number | null;
  path: string | null;
  metrics: Partial<Record<Metric, MetricFigures>>;
  /** Page views that reported anything. */
  views: number;
}

/** Which rows a read covers: every site (null), some sites, or some pages. */
export type VitalsScope = null | { sites: number[] } | { pages: { site_id: number; path: string }[] };

/** The scope as an `and …` condition on `alias`'s columns, with its positional bindings. */
export function scopeSql(scope: VitalsScope, alias = ''): { sql: string; bindings: Knex.RawBinding[] } {
  if (scope === null) return { sql: '', bindings: [] };
  if ('sites' in scope) return { sql: `and ${alias}site_id = any(?)`, bindings: [scope.sites] };
  return {
    sql: `and (${alias}site_id, ${alias}path) in (select * from unnest(cast(? as integer[]), cast(? as text[])))`,
    bindings: [scope.pages.map((page) => page.site_id), scope.pages.map((page) => page.path)],
  };
}
