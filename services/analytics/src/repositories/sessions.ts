import type { Knex } from 'knex';
import { SCHEMA, table, type Db } from './db';
import { withRows } from './sql';

/** A stored session as ingestion reads it back (times in epoch milliseconds). */
export interface SessionRow {
  id: string;
  site_id: number;
  visitor_id: string;
  started: number;
  last: number;
  pageviews: number;
  events: number;
}

/** A session to write: started in a batch (no id yet in the database) or continued by one. */
export interface SessionWrite {
  id: number;
  site_id: number;
  visitor_id: string;
  started_at: string;
  last_seen_at: string;
  pageviews: number;
  events: number;
}

/** Each visitor's visits: first and last seen, page views and events. */
export function sessionsRepository(db: Knex) {
  return {
    /** The sessions of these visitors last seen at or after `since`, oldest last-seen first. */
    async seenSince(visitors: { site_id: number; visitor_id: string }[], since: Date, trx?: Db): Promise<SessionRow[]> {
      return withRows<{ site_id: number; visitor_id: string }, SessionRow>(
        trx ?? db,
        visitors,
        `select s.id, s.site_id, s.visitor_id, (extract(epoch from s.started_at) * 1000)::float8 as started,
                (extract(epoch from s.last_seen_at) * 1000)::float8 as last, s.pageviews, s.events
         from ${SCHEMA}.sessions s join jsonb_to_recordset(?::jsonb) as r (site_id int, visitor_id text) on s.site_id = r.site_id and s.visitor_id = r.visitor_id
         where s.last_seen_at >= ? order by s.last_seen_at`,
        [since],
      );
    },

    /** `count` new session ids, taken before the rows are written (completions name their session). */
    async nextIds(count: number, trx?: Db): Promise<number[]> {
      const { rows } = await (trx ?? db).raw(`select nextval(pg_get_serial_sequence(?, 'id')) as id from generate_series(1, ?)`, [
        `${SCHEMA}.sessions`,
        count,
      ]);
      return (rows as { id: string }[]).map((row) => Number(row.id));
    },

    async insert(sessions: SessionWrite[], trx?: Db): Promise<void> {
      await withRows(
        trx ?? db,
        sessions,
        `insert into ${SCHEMA}.sessions (id, site_id, visitor_id, started_at, last_seen_at, pageviews, events)
         select * from jsonb_to_recordset(?::jsonb) as r (id bigint, site_id int, visitor_id text, started_at timestamptz,
           last_seen_at timestamptz, pageviews int, events int)`,
      );
    },

    async update(sessions: Pick<SessionWrite, 'id' | 'last_seen_at' | 'pageviews' | 'events'>[], trx?: Db): Promise<void> {
      await withRows(
        trx ?? db,
        sessions,
        `update ${SCHEMA}.sessions as s set last_seen_at = v.last_seen_at, pageviews = v.pageviews, events = v.events
         from jsonb_to_recordset(?::jsonb) as v (id bigint, last_seen_at timestamptz, pageviews int, events int)
         where s.id = v.id`,
      );
    },

    /** Deletes the sessions last seen more than `days` days ago. */
    async deleteOlderThan(days: number, trx?: Db): Promise<void> {
      const on = trx ?? db;
      await table(on, 'sessions')
        .where('last_seen_at', '<', on.raw(`now() - (? * interval '1 day')`, [days]))
        .delete();
    },
  };
}
