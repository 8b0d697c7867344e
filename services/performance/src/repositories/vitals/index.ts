import type { Knex } from 'knex';
import { histogramGroups, histogramTotals } from './histogram-figures';
import { pageViews } from './page-views';
import { deleteBefore, deleteSite } from './pruning';
import { isExactRange } from './ranges';
import { pageP75s, rawFigures, receivedSince } from './raw-figures';
import { prepareSpans } from './spans';
import { storeVitals, type VitalsReport } from './store';
import type { VitalsGroup, VitalsScope } from './tables';

export type { VitalsReport } from './store';
export type { VitalsGroup, VitalsScope } from './tables';

/**
 * Field vitals: one row per page view and metric, and beside them, written in the same statement,
 * the histogram of every sample (`vitals_histogram`, counts per page, metric, UTC day, bucket and
 * rating; histogram.ts) and the page views per page and day (`vitals_views`). Short ranges read the
 * raw rows (raw-figures.ts): p75 is the nearest-rank 75th percentile (`percentile_disc`: the
 * smallest value at or above which 25 % of the samples lie, a value some visitor really had). Long
 * ranges read the histogram (histogram-figures.ts): the whole days before today from a span merged
 * once a day (`vitals_spans`, spans.ts), today's histogram rows, and the raw rows of the range's
 * first, partial day.
 */
export function vitalsRepository(db: Knex) {
  return {
    store: (report: VitalsReport) => storeVitals(db, [report]),
    /** Reports in one transaction (the beacons' write batch). */
    storeMany: (reports: VitalsReport[]) => storeVitals(db, reports),

    /**
     * The figures of the samples from `since` to `until` in `scope` (every site when null), per
     * page, per site (unless `perSite` is false) and over the scope (site_id and path null); the
     * page views are left at 0 with `countViews` false (a caller that ranked the pages has them).
     */
    async figures(since: Date, until: Date, scope: VitalsScope, { perSite = true, countViews = true } = {}): Promise<VitalsGroup[]> {
      return isExactRange(since, until)
        ? rawFigures(db, since, scope, perSite ? 'sites' : 'pages', countViews)
        : histogramGroups(db, since, until, scope, { perSite, countViews });
    },

    /** The figures over every page of every site from `since` to `until` (views not counted). */
    async totals(since: Date, until: Date): Promise<VitalsGroup['metrics']> {
      if (!isExactRange(since, until)) return histogramTotals(db, since, until);
      const groups = await rawFigures(db, since, null, 'all', false);
      return groups.find((group) => group.site_id === null)?.metrics ?? {};
    },

    /** Page views per page from `since` to `until` in `scope` (exact), to rank pages before reading their vitals. */
    pageViews: (since: Date, until: Date, scope: VitalsScope) => pageViews(db, since, until, scope),
    prepareSpans: (now: Date) => prepareSpans(db, now),
    pageP75s: (since: Date, minSamples: number) => pageP75s(db, since, minSamples),
    receivedSince: (since: Date) => receivedSince(db, since),
    deleteBefore: (before: Date) => deleteBefore(db, before),
    deleteSite: (trx: Knex.Transaction, siteId: number) => deleteSite(trx, siteId),
  };
}
export type VitalsRepository = ReturnType<typeof vitalsRepository>;
