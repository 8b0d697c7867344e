import type { Migration } from '@atlas/service-kit';
import { bucketSql, ratingSql } from '../repositories/vitals/histogram';

/**
 * The histogram of every vitals sample beside the raw rows (kept for good, like the samples' hourly
 * rows), the page views per page and day, and the once-a-day merged spans of whole days that long
 * ranges read; filled from the raw rows already stored. A change of the bucket scheme needs a new
 * migration that rebuilds the histogram from the raw rows still kept.
 */
export const vitalsHistogram: Migration = {
  name: '002_vitals_histogram',
  async up(knex, { schema: s }) {
    const statements = `
      -- rating: 0 good, 1 between the limits (and LOAD), 2 poor: a bucket split by a limit is two rows
      create table ${s}.vitals_histogram (
        site_id integer not null, path text not null, metric text not null, day date not null,
        bucket integer not null, rating smallint not null, count integer not null,
        primary key (site_id, path, metric, day, bucket, rating));
      create index on ${s}.vitals_histogram (day);

      -- page views that reported anything, counted on the day of their first stored metric
      create table ${s}.vitals_views (
        site_id integer not null, path text not null, day date not null, views integer not null,
        primary key (site_id, path, day));
      create index on ${s}.vitals_views (day);

      -- the histogram of the whole days [through - days, through), merged by the first reader of the day
      create table ${s}.vitals_span_builds (through date not null, days smallint not null, primary key (through, days));
      create table ${s}.vitals_spans (
        through date not null, days smallint not null, site_id integer not null, path text not null, metric text not null,
        buckets integer[] not null, counts integer[] not null, good integer not null, poor integer not null,
        primary key (through, days, site_id, path, metric));

      insert into ${s}.vitals_histogram (site_id, path, metric, day, bucket, rating, count)
      select site_id, path, metric, (received_at at time zone 'UTC')::date, ${bucketSql('metric', 'value')},
        ${ratingSql('metric', 'value')}, count(*)
      from ${s}.vitals group by 1, 2, 3, 4, 5, 6;

      insert into ${s}.vitals_views (site_id, path, day, views)
      select site_id, path, day, count(*) from (
        select distinct on (event_id) site_id, path, (received_at at time zone 'UTC')::date as day
        from ${s}.vitals order by event_id, received_at) as first_rows
      group by site_id, path, day
    `;
    // One statement per call: the embedded database's driver takes a single statement at a time.
    for (const statement of statements.split(';').map((text) => text.trim())) {
      if (statement) await knex.raw(statement);
    }
  },
};
