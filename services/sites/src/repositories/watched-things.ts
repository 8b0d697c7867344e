import type { Knex } from 'knex';
import { table, type Db } from './db';

// Which site each post and menu belongs to, as the content and menus services' events told (events/watched-things-read-model.ts).

export type WatchedKind = 'post' | 'menu';

export function watchedThingsRepository(db: Knex) {
  const things = (trx?: Db) => table(trx ?? db, 'watched_things');
  return {
    /** The thing's site; undefined for one never heard of or deleted. */
    async siteOf(kind: WatchedKind, thingId: number, trx?: Db): Promise<number | undefined> {
      const row = await things(trx).where({ kind, thing_id: thingId }).first('site_id');
      return row?.site_id ?? undefined;
    },
    /** Records where the thing is (null: deleted) unless a later change is already stored (a late event changes nothing). */
    async apply(kind: WatchedKind, thingId: number, siteId: number | null, changedAt: Date, trx?: Db): Promise<void> {
      await things(trx)
        .insert({ kind, thing_id: thingId, site_id: siteId, changed_at: changedAt })
        .onConflict(['kind', 'thing_id'])
        .merge()
        .where('watched_things.changed_at', '<=', changedAt);
    },
  };
}
