import type { Knex } from 'knex';
import { table, json, type Db } from './db';
import type { MenuItem } from '../schemas/navigation';

export interface NavigationRow {
  id: number;
  site_id: number;
  structure: MenuItem[];
  style_settings: Record<string, unknown>;
  created_at: Date;
  updated_at: Date;
}

export function navigationsRepository(db: Knex) {
  const navigations = (trx?: Db) => table(trx ?? db, 'navigations');

  return {
    async findBySite(siteId: number, trx?: Db): Promise<NavigationRow | undefined> {
      return navigations(trx).where({ site_id: siteId }).first();
    },
    async listBySites(siteIds: number[], trx?: Db): Promise<NavigationRow[]> {
      if (siteIds.length === 0) return [];
      return navigations(trx).whereIn('site_id', siteIds);
    },
    async save(siteId: number, nav: { structure: MenuItem[]; style_settings: Record<string, unknown> }, trx?: Db): Promise<NavigationRow> {
      const [row] = await navigations(trx)
        .insert({ site_id: siteId, structure: json(nav.structure), style_settings: json(nav.style_settings) })
        .onConflict('site_id')
        .merge({ structure: json(nav.structure), style_settings: json(nav.style_settings), updated_at: (trx ?? db).fn.now() })
        .returning('*');
      return row;
    },
  };
}

export type NavigationsRepository = ReturnType<typeof navigationsRepository>;
