import type { Knex } from 'knex';
import { intArray } from '@atlas/service-kit';
import type { TrackedEvent } from '../events/published';
import { SCHEMA, table, type Db } from './db';
import { withRows } from './sql';

/** What the real-time view reads of a raw event. */
export interface RecentEvent {
  type: string;
  name: string;
  path: string;
  visitor_id: string;
  device: string;
  country: string;
  occurred_at: Date;
}

/** The raw events: one row per beacon, kept for the retention; the inbox of ingestion (site, event id). */
export function eventsRepository(db: Knex) {
  return {
    /** Inserts the events; answers the keys of those that were new (a repeated event id inserts nothing). */
    async insertNew(events: TrackedEvent[], trx?: Db): Promise<{ site_id: number; event_id: string }[]> {
      return withRows<TrackedEvent, { site_id: number; event_id: string }>(
        trx ?? db,
        events,
        `insert into ${SCHEMA}.events (site_id, event_id, occurred_at, type, name, path, visitor_id, source, referrer_host, browser, os, device, country, utm, props)
         select site_id, event_id, occurred_at, type, name, path, visitor_id, source, referrer_host, browser, os, device, country, utm, props
         from jsonb_to_recordset(?::jsonb) as r (site_id int, event_id uuid, occurred_at timestamptz, type text, name text, path text,
           visitor_id text, source text, referrer_host text, browser text, os text, device text, country text, utm jsonb, props jsonb)
         on conflict (site_id, event_id) do nothing
         returning site_id, event_id::text`,
      );
    },

    /** Distinct visitors of the sites by the hour they were seen in (epoch milliseconds), from `from` to before `to`. */
    async visitorsByHour(siteIds: number[], from: Date, to: Date, trx?: Db): Promise<{ bucket: number; visitors: number }[]> {
      const { rows } = await (trx ?? db).raw(
        `select (extract(epoch from date_trunc('hour', occurred_at at time zone 'UTC')) * 1000)::float8 as bucket,
                count(distinct visitor_id)::float8 as visitors
         from ${SCHEMA}.events where site_id = any(cast(:sites as int[])) and occurred_at >= :from and occurred_at < :to group by 1`,
        { sites: intArray(siteIds), from, to },
      );
      return rows;
    },

    /** How many visitors the sites saw in the last `seconds`. */
    async visitorsWithin(siteIds: number[], seconds: number, trx?: Db): Promise<number> {
      const { rows } = await (trx ?? db).raw(
        `select count(distinct visitor_id)::int as active from ${SCHEMA}.events
         where site_id = any(?::int[]) and occurred_at > now() - (? * interval '1 second')`,
        [intArray(siteIds), seconds],
      );
      return Number(rows[0].active);
    },

    /** The sites' events of the last `seconds`, newest first, at most `limit`. */
    async recentWithin(siteIds: number[], seconds: number, limit: number, trx?: Db): Promise<RecentEvent[]> {
      return table(trx ?? db, 'events')
        .whereRaw('site_id = any(?::int[])', [intArray(siteIds)])
        .andWhereRaw(`occurred_at > now() - (? * interval '1 second')`, [seconds])
        .orderBy('occurred_at', 'desc')
        .limit(limit)
        .select('type', 'name', 'path', 'visitor_id', 'device', 'country', 'occurred_at');
    },

    /** Deletes the events older than `days` days. */
    async deleteOlderThan(days: number, trx?: Db): Promise<void> {
      const on = trx ?? db;
      await table(on, 'events')
        .where('occurred_at', '<', on.raw(`now() - (? * interval '1 day')`, [days]))
        .delete();
    },
  };
}
