import { table, type Db } from './db';

export interface SiteRow {
  id: number;
  owner_id: number;
  slug: string;
  name: string;
  is_published: boolean;
  is_demo: boolean;
  deleted: boolean;
}

export interface PageRow {
  id: number;
  site_id: number;
  slug: string;
  title: string;
  is_published: boolean;
  is_home_page: boolean;
  deleted: boolean;
}

/** The copy of sites and their pages this service keeps from sites.site.* and sites.page.* events. */
export function sitesRepository(db: Db) {
  return {
    async find(id: number, trx: Db = db): Promise<SiteRow | undefined> {
      return table(trx, 'sites').where({ id }).first();
    },
    async findBySlug(slug: string, trx: Db = db): Promise<SiteRow | undefined> {
      return table(trx, 'sites').where({ slug, deleted: false }).orderBy('id', 'desc').first();
    },
    /** Creates or replaces the copy; a late event never revives a deleted site. */
    async upsert(site: Omit<SiteRow, 'deleted'>, trx: Db = db): Promise<void> {
      await table(trx, 'sites')
        .insert({ ...site, deleted: false, updated_at: new Date() })
        .onConflict('id')
        .merge(['owner_id', 'slug', 'name', 'is_published', 'is_demo', 'updated_at']);
    },
    async markDeleted(id: number, trx: Db = db): Promise<void> {
      await table(trx, 'sites').where({ id }).update({ deleted: true, is_published: false, updated_at: new Date() });
    },

    async page(id: number, trx: Db = db): Promise<PageRow | undefined> {
      return table(trx, 'pages').where({ id }).first();
    },
    async pagesOf(siteId: number, trx: Db = db): Promise<PageRow[]> {
      return table(trx, 'pages').where({ site_id: siteId, deleted: false }).orderBy('id', 'asc');
    },
    async pagesByIds(ids: number[], trx: Db = db): Promise<PageRow[]> {
      return ids.length ? table(trx, 'pages').whereIn('id', ids) : [];
    },
    /** Creates or replaces the copy of a page; a deleted page stays deleted. */
    async upsertPage(page: Omit<PageRow, 'deleted'>, trx: Db = db): Promise<void> {
      await table(trx, 'pages')
        .insert({ ...page, deleted: false, updated_at: new Date() })
        .onConflict('id')
        .merge(['site_id', 'slug', 'title', 'is_published', 'is_home_page', 'updated_at']);
    },
    async markPageDeleted(id: number, trx: Db = db): Promise<void> {
      await table(trx, 'pages').where({ id }).update({ deleted: true, is_published: false, updated_at: new Date() });
    },
  };
}
export type SitesRepository = ReturnType<typeof sitesRepository>;
