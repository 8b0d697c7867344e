import type { Knex } from 'knex';
import type { DeclarativeBlock } from '@atlas/blocks/model';
import { table, json, type Db } from './db';

// The block packs each account and each site installed, as the marketplace's events told (events/marketplace-read-model.ts).

export interface BlockPackRow {
  id: number;
  /** The account whose pack it is; null for a site's. */
  user_id: number | null;
  /** The site whose pack it is (whoever of its admins installed it); null for an account's. */
  site_id: number | null;
  module_id: number;
  slug: string;
  name: string;
  types: string[];
  definitions: DeclarativeBlock[];
  installed: boolean;
  changed_at: Date;
}

export function blockPacksRepository(db: Knex) {
  const packs = (trx?: Db) => table(trx ?? db, 'block_packs');
  return {
    /**
     * The user's account's packs and, with a site, the site's, installed or not (an uninstalled pack's
     * definitions still draw the blocks pages hold).
     */
    async availableTo(userId: number, siteId?: number, trx?: Db): Promise<BlockPackRow[]> {
      const query = packs(trx).where({ user_id: userId });
      if (siteId !== undefined) query.orWhere({ site_id: siteId });
      return query.orderBy('slug', 'asc').orderBy('id', 'asc');
    },
    /** Writes the pack's state unless a later change is already stored (an event redelivered late changes nothing). */
    async apply(pack: Omit<BlockPackRow, 'id'>, trx?: Db): Promise<void> {
      await packs(trx)
        .insert({ ...pack, types: json(pack.types), definitions: json(pack.definitions) })
        .onConflict([pack.site_id === null ? 'user_id' : 'site_id', 'module_id'])
        .merge()
        .where('block_packs.changed_at', '<=', pack.changed_at);
    },
  };
}
