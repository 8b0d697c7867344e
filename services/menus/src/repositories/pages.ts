import { table, type Db } from './db';

export interface PageRow {
  id: number;
  site_id: number;
  slug: string;
  title: string;
  is_published: boolean;
  is_home_page: boolean;
  deleted: boolean;
}

/** The copy of the sites' pages this service keeps from sites.page.* events (menu items link them). */
export function pagesRepository(db: Db) {
  return {
    async find(id: number, trx: Db = db): Promise<PageRow | undefined> {
      return table(trx, 'pages').where({ id }).first();
    },
    async ofSite(siteId: number, trx: Db = db): Promise<PageRow[]> {
      return table(trx, 'pages').where({ site_id: siteId, deleted: false }).orderBy('id', 'asc');
    },
    /** Creates or replaces the copy of a page; a deleted page stays deleted. */
    async upsert(page: Omit<PageRow, 'deleted'>, trx: Db = db): Promise<void> {
      await table(trx, 'pages')
        .insert({ ...page, deleted: false, updated_at: new Date() })
        .onConflict('id')
        .merge(['site_id', 'slug', 'title', 'is_published', 'is_home_page', 'updated_at']);
    },
    async markDeleted(id: number, trx: Db = db): Promise<void> {
      await table(trx, 'pages').where({ id }).update({ deleted: true, is_published: false, updated_at: new Date() });
    },
  };
}
