import { table, type Db } from './db';

export interface SiteRow {
  id: number;
  owner_id: number;
  slug: string;
  name: string;
  is_published: boolean;
  deleted: boolean;
}

/** The copy of sites this service keeps from sites.site.* events: who owns a site, its slug, whether it is public. */
export function sitesRepository(db: Db) {
  return {
    async find(id: number, trx: Db = db): Promise<SiteRow | undefined> {
      return table(trx, 'sites').where({ id }).first();
    },
    async publishedBySlug(slug: string, trx: Db = db): Promise<SiteRow | undefined> {
      return table(trx, 'sites').where({ slug, is_published: true, deleted: false }).orderBy('id', 'desc').first();
    },
    async ownedBy(ownerId: number, trx: Db = db): Promise<SiteRow[]> {
      return table(trx, 'sites').where({ owner_id: ownerId, deleted: false }).orderBy('id');
    },
    /** Creates or replaces the copy; a late event never revives a deleted site. */
    async upsert(site: Omit<SiteRow, 'deleted'>, trx: Db = db): Promise<void> {
      await table(trx, 'sites')
        .insert({ ...site, deleted: false, updated_at: new Date() })
        .onConflict('id')
        .merge(['owner_id', 'slug', 'name', 'is_published', 'updated_at']);
    },
    async markDeleted(id: number, trx: Db = db): Promise<void> {
      await table(trx, 'sites').where({ id }).update({ deleted: true, is_published: false, updated_at: new Date() });
    },
  };
}
export type SitesRepository = ReturnType<typeof sitesRepository>;
