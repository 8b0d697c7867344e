import type { Knex } from 'knex';
import { SCHEMA, table } from './db';

/** `gateway.cache`: one report window of the public-site page cache. */
export interface CacheWindow {
  window_start: string;
  window_ms: number;
  type: string;
  hits: number;
  misses: number;
  evictions: number;
  entries: number;
  bytes: number;
}

export interface CacheTotals {
  hits: number;
  misses: number;
  evictions: number;
  /** Entries and bytes at the end of the latest window. */
  entries: number;
  bytes: number;
  /** Windows that missed more than they hit. */
  missing_windows: number;
  latest_report: Date | null;
}

export interface CacheBucket {
  timestamp: Date;
  hits: number;
  misses: number;
  evictions: number;
  entries: number;
  bytes: number;
}

/** The gateway's cache report windows, one row per event. */
export function cacheWindowsRepository(db: Knex) {
  const windows = (on: Knex | Knex.Transaction = db) => table(on, 'cache_windows');
  return {
    async store(trx: Knex.Transaction, eventId: string, window: CacheWindow): Promise<void> {
      await windows(trx)
        .insert({
          event_id: eventId,
          type: window.type,
          window_start: window.window_start,
          window_ms: window.window_ms,
          hits: window.hits,
          misses: window.misses,
          evictions: window.evictions,
          entries: window.entries,
          bytes: window.bytes,
        })
        .onConflict('event_id')
        .ignore();
    },

    async totals(type: string, since: Date): Promise<CacheTotals> {
      const result = await db.raw(
        `select coalesce(sum(hits), 0)::bigint as hits, coalesce(sum(misses), 0)::bigint as misses,
           coalesce(sum(evictions), 0)::bigint as evictions, count(*) filter (where misses > hits)::int as missing_windows,
           max(received_at) as latest_report
         from ${SCHEMA}.cache_windows where type = ? and window_start >= ?`,
        [type, since],
      );
      const latest = await windows()
        .where({ type })
        .andWhere('window_start', '>=', since)
        .orderBy('window_start', 'desc')
        .first('entries', 'bytes');
      const row = result.rows[0];
      return {
        hits: Number(row.hits),
        misses: Number(row.misses),
        evictions: Number(row.evictions),
        entries: Number(latest?.entries ?? 0),
        bytes: Number(latest?.bytes ?? 0),
        missing_windows: row.missing_windows,
        latest_report: row.latest_report ? new Date(row.latest_report) : null,
      };
    },

    /** Sums per bucket of `bucketSeconds`; entries and bytes of each bucket's last window. */
    async buckets(type: string, since: Date, bucketSeconds: number): Promise<CacheBucket[]> {
      const result = await db.raw(
        `select date_bin(make_interval(secs => :bucket), window_start, timestamptz '1970-01-01 00:00:00+00') as bucket,
           sum(hits)::bigint as hits, sum(misses)::bigint as misses, sum(evictions)::bigint as evictions,
           (array_agg(entries order by window_start desc))[1] as entries, (array_agg(bytes order by window_start desc))[1] as bytes
         from ${SCHEMA}.cache_windows where type = :type and window_start >= :since group by 1 order by 1`,
        { type, since, bucket: bucketSeconds },
      );
      return result.rows.map((row: Record<string, string>) => ({
        timestamp: new Date(row.bucket),
        hits: Number(row.hits),
        misses: Number(row.misses),
        evictions: Number(row.evictions),
        entries: Number(row.entries),
        bytes: Number(row.bytes),
      }));
    },

    /** The latest report of any age (the staff System Status card's CDN line). */
    async latest(type: string): Promise<(CacheWindow & { received_at: Date }) | undefined> {
      return windows().where({ type }).orderBy('window_start', 'desc').first();
    },

    async deleteBefore(before: Date): Promise<number> {
      return windows().where('window_start', '<', before).delete();
    },

    async receivedSince(since: Date): Promise<boolean> {
      return Boolean(await windows().where('received_at', '>', since).first('event_id'));
    },
  };
}
export type CacheWindowsRepository = ReturnType<typeof cacheWindowsRepository>;
