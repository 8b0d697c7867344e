import type { Knex } from 'knex';

export interface SiteRow {
  id: number;
  owner_id: number;
  slug: string;
  name: string;
  is_published: boolean;
}

/** The sites read model (from sites.site.* events): who owns a site, its slug, whether it is public. */
export function sitesRepository(db: Knex, schema: string) {
  const sites = (trx?: Knex.Transaction) => (trx ?? db)(`${schema}.sites`);
  return {
    /** The published site a beacon names, or undefined (unknown and unpublished look alike). */
    async publishedBySlug(slug: string): Promise<SiteRow | undefined> {
      return sites().where({ slug, is_published: true }).orderBy('id', 'desc').first();
    },
    async byId(id: number): Promise<SiteRow | undefined> {
      return sites().where({ id }).first();
    },
    async ownedBy(ownerId: number): Promise<SiteRow[]> {
      return sites().where({ owner_id: ownerId }).orderBy('id');
    },
    async byIds(ids: number[]): Promise<Map<number, SiteRow>> {
      if (ids.length === 0) return new Map();
      const rows: SiteRow[] = await sites().whereIn('id', ids);
      return new Map(rows.map((row) => [row.id, row]));
    },
    async save(trx: Knex.Transaction, site: SiteRow): Promise<void> {
      await sites(trx).insert(site).onConflict('id').merge();
    },
    async delete(trx: Knex.Transaction, id: number): Promise<void> {
      await sites(trx).where({ id }).delete();
    },
  };
}
export type SitesRepository = ReturnType<typeof sitesRepository>;
