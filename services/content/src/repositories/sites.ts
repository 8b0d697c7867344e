import { table, type Db } from './db';

export interface SiteRow {
  id: number;
  owner_id: number;
  slug: string;
  name: string;
  is_published: boolean;
  deleted: boolean;
}

/** The copy of site ownership this service keeps from sites.site.* events. */
export function sitesRepository(db: Db) {
  return {
    async find(id: number, trx: Db = db): Promise<SiteRow | undefined> {
      return table(trx, 'sites').where({ id }).first();
    },
    async findBySlug(slug: string, trx: Db = db): Promise<SiteRow | undefined> {
      return table(trx, 'sites').where({ slug, deleted: false }).orderBy('id', 'desc').first();
    },
    /** Creates or replaces the copy; a late `updated` never revives a deleted site. */
    async upsert(site: Omit<SiteRow, 'deleted'>, trx: Db = db): Promise<void> {
      await table(trx, 'sites')
        .insert({ ...site, deleted: false, updated_at: new Date() })
        .onConflict('id')
        .merge(['owner_id', 'slug', 'name', 'is_published', 'updated_at']);
    },
    async markDeleted(id: number, trx: Db = db): Promise<void> {
      await table(trx, 'sites').where({ id }).update({ deleted: true, updated_at: new Date() });
    },
  };
}
