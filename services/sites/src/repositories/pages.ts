import type { Knex } from 'knex';
import { table, json, type Db } from './db';
import type { PageBlock } from '../schemas/blocks';

export interface PageRow {
  id: number;
  site_id: number;
  title: string;
  slug: string;
  blocks: PageBlock[];
  page_type: string;
  is_published: boolean;
  is_home_page: boolean;
  meta_title: string;
  meta_description: string;
  published_at: Date | null;
  /** +1 per save of any kind (repository writes bump it): an editor holding an older one is stale. */
  version: number;
  created_at: Date;
  updated_at: Date;
}

export type PageChanges = Partial<Omit<PageRow, 'id' | 'site_id' | 'version' | 'created_at' | 'updated_at'>>;
export type NewPage = Pick<PageRow, 'site_id' | 'title' | 'slug'> & PageChanges;

export function pagesRepository(db: Knex) {
  const pages = (trx?: Db) => table(trx ?? db, 'pages');
  const encode = <T extends PageChanges>(changes: T) => (changes.blocks ? { ...changes, blocks: json(changes.blocks) } : changes);
  const nextVersion = (trx?: Db) => (trx ?? db).raw('version + 1');

  /**
   * The change and its check in one statement: with `version`, only a page still at that version is
   * written (two saves racing from one version: one wins, the other gets undefined).
   */
  async function updateIfVersion(id: number, version: number | undefined, changes: PageChanges, trx?: Db): Promise<PageRow | undefined> {
    const query = pages(trx).where({ id });
    if (version !== undefined) query.andWhere({ version });
    const [row] = await query.update({ ...encode(changes), version: nextVersion(trx), updated_at: (trx ?? db).fn.now() }).returning('*');
    return row;
  }

  return {
    async listBySite(siteId: number, trx?: Db): Promise<PageRow[]> {
      return pages(trx)
        .where({ site_id: siteId })
        .orderBy([
          { column: 'is_home_page', order: 'desc' },
          { column: 'id', order: 'asc' },
        ]);
    },
    async listPublishedBySite(siteId: number, trx?: Db): Promise<PageRow[]> {
      return pages(trx)
        .where({ site_id: siteId, is_published: true })
        .orderBy([
          { column: 'is_home_page', order: 'desc' },
          { column: 'id', order: 'asc' },
        ]);
    },
    async countBySites(siteIds: number[], trx?: Db): Promise<Map<number, number>> {
      if (siteIds.length === 0) return new Map();
      const rows: { site_id: number; count: string | number }[] = await pages(trx)
        .whereIn('site_id', siteIds)
        .groupBy('site_id')
        .select('site_id')
        .count({ count: '*' });
      return new Map(rows.map((r) => [r.site_id, Number(r.count)]));
    },
    async findById(id: number, trx?: Db): Promise<PageRow | undefined> {
      return pages(trx).where({ id }).first();
    },
    async findBySlug(siteId: number, slug: string, trx?: Db): Promise<PageRow | undefined> {
      return pages(trx).where({ site_id: siteId, slug }).first();
    },
    async findHome(siteId: number, trx?: Db): Promise<PageRow | undefined> {
      return pages(trx).where({ site_id: siteId, is_home_page: true }).first();
    },
    async slugsLike(siteId: number, base: string, trx?: Db): Promise<Set<string>> {
      const rows: { slug: string }[] = await pages(trx).where({ site_id: siteId }).andWhere('slug', 'like', `${base}%`).select('slug');
      return new Set(rows.map((r) => r.slug));
    },
    async create(page: NewPage, trx?: Db): Promise<PageRow> {
      const [row] = await pages(trx)
        .insert(encode({ blocks: [], ...page }))
        .returning('*');
      return row;
    },
    async update(id: number, changes: PageChanges, trx?: Db): Promise<PageRow> {
      return (await updateIfVersion(id, undefined, changes, trx))!;
    },
    updateIfVersion,
    async clearHome(siteId: number, trx?: Db): Promise<void> {
      await pages(trx)
        .where({ site_id: siteId, is_home_page: true })
        .update({ is_home_page: false, version: nextVersion(trx) });
    },
    async remove(id: number, trx?: Db): Promise<void> {
      await pages(trx).where({ id }).delete();
    },
    /** After the home page is deleted, the site's first remaining page becomes home. */
    async promoteFirstToHome(siteId: number, trx?: Db): Promise<PageRow | undefined> {
      const next = await pages(trx).where({ site_id: siteId }).orderBy('id', 'asc').first();
      if (!next) return undefined;
      const [row] = await pages(trx)
        .where({ id: next.id })
        .update({ is_home_page: true, version: nextVersion(trx) })
        .returning('*');
      return row;
    },
  };
}

export type PagesRepository = ReturnType<typeof pagesRepository>;
