import { table, type Db } from './db';

/** A site's shop settings as stored (money in cents, tax in basis points). */
export interface ShopRow {
  site_id: number;
  enabled: boolean;
  currency: string;
  order_email: string;
  terms_page: string | null;
  shipping_cents: number;
  tax_basis_points: number;
  updated_at: Date | string;
}

export type ShopChanges = Partial<Omit<ShopRow, 'site_id' | 'updated_at'>>;

/** The shops of sites: one row per site whose owner opened its shop settings. */
export function shopRepository(db: Db) {
  return {
    async find(siteId: number, trx: Db = db): Promise<ShopRow | undefined> {
      return table(trx, 'shops').where({ site_id: siteId }).first();
    },

    /** The rows of these sites (the site cards' badges), by site. */
    async ofSites(siteIds: number[], trx: Db = db): Promise<ShopRow[]> {
      if (siteIds.length === 0) return [];
      return table(trx, 'shops').whereIn('site_id', siteIds).orderBy('site_id');
    },

    /** Writes the settings (a first write makes the row from `defaults`); answers the row as stored. */
    async save(siteId: number, defaults: Omit<ShopRow, 'site_id' | 'updated_at'>, changes: ShopChanges, trx: Db = db): Promise<ShopRow> {
      const [row] = await table(trx, 'shops')
        .insert({ site_id: siteId, ...defaults, ...changes, updated_at: trx.fn.now() })
        .onConflict('site_id')
        .merge({ ...changes, updated_at: trx.fn.now() })
        .returning('*');
      return row;
    },
  };
}

export type ShopRepository = ReturnType<typeof shopRepository>;
