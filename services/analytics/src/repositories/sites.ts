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
    async byId(id: number, trx?: Knex.Transaction): Promise<SiteRow | undefined> {
      return sites(trx).where({ id }).first();
    },
    async idsOwnedBy(ownerId: number, trx?: Knex.Transaction): Promise<number[]> {
      const rows = await sites(trx).where({ owner_id: ownerId }).select('id');
      return rows.map((row: { id: number }) => row.id);
    },
    async ownersOf(ids: number[], trx?: Knex.Transaction): Promise<Map<number, number>> {
      if (ids.length === 0) return new Map();
      const rows: { id: number; owner_id: number }[] = await sites(trx).whereIn('id', ids).select('id', 'owner_id');
      return new Map(rows.map((row) => [row.id, row.owner_id]));
    },
  };
}
export type SitesRepository = ReturnType<typeof sitesRepository>;
