import type { Knex } from 'knex';
import { SCHEMA, table } from '../db';
import { RATING } from './histogram';
import { DAY_MS, dayOf, LONG_RANGE_HOURS, rangeParts } from './ranges';

/**
 * Merges the whole days [through − days, through) into one span once, per page and over every
 * page (`vitals_span_totals`): the monitor's maintenance pass builds the day's spans, and a reader
 * finding none builds it (a claim row, so concurrent builders build it once; another waits on the
 * claim and then reads it). Days before today do not change: a sample is stored on the day it is
 * received, and one stored on a past day (a clock set back) or a site deleted drops the stale spans.
 */
export async function ensureSpan(db: Knex, through: string, days: number): Promise<void> {
  await db.transaction(async (trx) => {
    const claimed = await table(trx, 'vitals_span_builds')
      .insert({ through, days })
      .onConflict(['through', 'days'])
      .ignore()
      .returning('days');
    if (claimed.length === 0) return;
    // yesterday's spans may still be in a reader's hands around midnight: older ones go
    const expired = dayOf(new Date(Date.parse(through) - DAY_MS));
    await table(trx, 'vitals_span_builds').where('through', '<', expired).delete();
    for (const merged of ['vitals_spans', 'vitals_span_totals']) {
      await table(trx, merged).where('through', '<', expired).delete();
      await table(trx, merged).where({ through, days }).delete();
    }
    const bindings = [through, days, dayOf(new Date(Date.parse(through) - days * DAY_MS)), through];
    const buckets = (columns: string) =>
      `select ${columns}, bucket, sum(count)::int as n,
         coalesce(sum(count) filter (where rating = ${RATING.good}), 0)::int as good,
         coalesce(sum(count) filter (where rating = ${RATING.poor}), 0)::int as poor
       from ${SCHEMA}.vitals_histogram where day >= ? and day < ? group by ${columns}, bucket`;
    await trx.raw(
      `insert into ${SCHEMA}.vitals_spans (through, days, site_id, path, metric, buckets, counts, good, poor)
       select cast(? as date), cast(? as smallint), site_id, path, metric, array_agg(bucket), array_agg(n), sum(good), sum(poor)
       from (${buckets('site_id, path, metric')}) as b group by site_id, path, metric`,
      bindings,
    );
    await trx.raw(
      `insert into ${SCHEMA}.vitals_span_totals (through, days, metric, buckets, counts, good, poor)
       select cast(? as date), cast(? as smallint), metric, array_agg(bucket), array_agg(n), sum(good), sum(poor)
       from (${buckets('metric')}) as b group by metric`,
      bindings,
    );
  });
}

/**
 * Merges today's spans of whole days for the long ranges (168 and 720 h), so the day's first
 * reader finds them built; the monitor calls it in its maintenance pass.
 */
export async function prepareSpans(db: Knex, now: Date): Promise<void> {
  for (const hours of LONG_RANGE_HOURS) {
    const { today, spanDays } = rangeParts(new Date(now.getTime() - hours * 3600_000), now);
    if (spanDays > 0) await ensureSpan(db, today, spanDays);
  }
}
