import type { Knex } from 'knex';
import { siteCopyRepository } from '@atlas/service-kit';
import { SCHEMA, table, type Db } from './db';
import { withRows } from './sql';

/** A page of the builder as this service copies it (from the sites service's page events). */
export interface PageCopy {
  id: number;
  site_id: number;
  slug: string;
  title: string;
  is_home_page: boolean;
}

/** The pages' titles: the builder's (a copy of the sites service's pages) and the last one a visit reported (`page_titles`). */
export function pagesRepository(db: Knex) {
  return {
    /** Keeps each path's latest reported title. */
    async writeReportedTitles(titles: { site_id: number; path: string; title: string }[], trx?: Db): Promise<void> {
      await withRows(
        trx ?? db,
        titles,
        `insert into ${SCHEMA}.page_titles (site_id, path, title)
         select * from jsonb_to_recordset(?::jsonb) as r (site_id int, path text, title text)
         on conflict (site_id, path) do update set title = excluded.title`,
      );
    },
    async reportedTitles(siteIds: number[], paths: string[], trx?: Db): Promise<{ path: string; title: string }[]> {
      return table(trx ?? db, 'page_titles')
        .whereIn('site_id', siteIds)
        .whereIn('path', paths)
        .select('path', 'title');
    },

    /** The builder's pages of the sites, each with its site's slug. */
    async ofSites(siteIds: number[], trx?: Db): Promise<{ slug: string; title: string; is_home_page: boolean; site_slug: string }[]> {
      // the copy of sites is the kit's: its repository joins it
      return siteCopyRepository(db, SCHEMA)
        .joinTo(table(trx ?? db, 'pages as p'), 'p.site_id')
        .whereIn('p.site_id', siteIds)
        .select('p.slug', 'p.title', 'p.is_home_page', 's.slug as site_slug');
    },
    async upsert(page: PageCopy, trx?: Db): Promise<void> {
      await table(trx ?? db, 'pages')
        .insert(page)
        .onConflict('id')
        .merge();
    },
    async delete(id: number, trx?: Db): Promise<void> {
      await table(trx ?? db, 'pages')
        .where({ id })
        .delete();
    },
  };
}
