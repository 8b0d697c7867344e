import type { Migration } from '@atlas/service-kit';

/**
 * The spans' histogram over every page (per metric and bucket), so the dashboard's site-wide p75s
 * read a few rows per metric instead of every page's. Built with the per-page spans; existing spans
 * are dropped so the next reader or maintenance pass builds both.
 */
export const vitalsSpanTotals: Migration = {
  name: '003_vitals_span_totals',
  async up(knex, { schema: s }) {
    await knex.raw(
      `create table ${s}.vitals_span_totals (
         through date not null, days smallint not null, metric text not null,
         buckets integer[] not null, counts integer[] not null, good integer not null, poor integer not null,
         primary key (through, days, metric))`,
    );
    await knex.raw(`delete from ${s}.vitals_span_builds`);
  },
};
