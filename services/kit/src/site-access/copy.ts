import type { Knex } from 'knex';
import type { Migration } from '../database';

/**
 * A service's copy of a site (`<schema>.sites`), kept from `sites.site.*` events: who owns it, its
 * slug and name, whether it is public. A deleted site stays as a row marked deleted, so a late
 * event cannot bring it back and its id keeps answering 404.
 */
export interface SiteCopyRow {
  id: number;
  owner_id: number;
  slug: string;
  name: string;
  is_published: boolean;
  is_demo: boolean;
  deleted: boolean;
}

/** What an event or the sites service says about a site: the copy's columns but `deleted`. */
export type SiteFacts = Pick<SiteCopyRow, 'id' | 'owner_id' | 'slug' | 'name' | 'is_published'> & { is_demo?: boolean };

/**
 * The one shape of the copy in every service. The services created the table in their first
 * migrations with some of these columns; this one adds what a service's table lacks.
 */
export const siteCopyMigration: Migration = {
  name: 'kit_site_copy_columns',
  async up(knex, { schema }) {
    await knex.raw(
      `create table if not exists ??.sites (
         id integer primary key, owner_id integer not null, slug text not null, name text not null default '',
         is_published boolean not null default false)`,
      [schema],
    );
    await knex.raw(
      `alter table ??.sites
         add column if not exists is_demo boolean not null default false,
         add column if not exists deleted boolean not null default false,
         add column if not exists updated_at timestamptz not null default now()`,
      [schema],
    );
    await knex.raw('create index if not exists sites_owner on ??.sites (owner_id)', [schema]);
  },
};

type Db = Knex | Knex.Transaction;

/** The copy's queries, in one place for every service. Reads skip deleted sites unless they say otherwise. */
export function siteCopyRepository(db: Knex, schema: string) {
  const sites = (trx?: Db) => (trx ?? db)(`${schema}.sites`);
  return {
    /** The row as it is, deleted or not (the access check tells a deleted site from an unknown one). */
    async find(id: number, trx?: Db): Promise<SiteCopyRow | undefined> {
      return sites(trx).where({ id }).first();
    },
    async findBySlug(slug: string, trx?: Db): Promise<SiteCopyRow | undefined> {
      return sites(trx).where({ slug, deleted: false }).orderBy('id', 'desc').first();
    },
    /** The published site a slug names, or undefined (unknown, unpublished and deleted look alike). */
    async publishedBySlug(slug: string, trx?: Db): Promise<SiteCopyRow | undefined> {
      return sites(trx).where({ slug, is_published: true, deleted: false }).orderBy('id', 'desc').first();
    },
    async ownedBy(ownerId: number, trx?: Db): Promise<SiteCopyRow[]> {
      return sites(trx).where({ owner_id: ownerId, deleted: false }).orderBy('id');
    },
    async idsOwnedBy(ownerId: number, trx?: Db): Promise<number[]> {
      const rows: { id: number }[] = await sites(trx).where({ owner_id: ownerId, deleted: false }).select('id');
      return rows.map((row) => row.id);
    },
    /** Every site that is not deleted (staff views over all sites). */
    async all(trx?: Db): Promise<SiteCopyRow[]> {
      return sites(trx).where({ deleted: false }).orderBy('id');
    },
    async byIds(ids: number[], trx?: Db): Promise<Map<number, SiteCopyRow>> {
      if (ids.length === 0) return new Map();
      const rows: SiteCopyRow[] = await sites(trx).whereIn('id', ids);
      return new Map(rows.map((row) => [row.id, row]));
    },
    /** Creates or replaces the copy; a deleted site stays deleted, whatever arrives late. */
    async upsert(site: SiteFacts, trx?: Db): Promise<void> {
      const merged = ['owner_id', 'slug', 'name', 'is_published', 'updated_at', ...(site.is_demo === undefined ? [] : ['is_demo'])];
      await sites(trx)
        .insert({ ...site, is_demo: site.is_demo ?? false, deleted: false, updated_at: new Date() })
        .onConflict('id')
        .merge(merged)
        .where(`${schema}.sites.deleted`, false);
    },
    async markDeleted(site: SiteFacts, trx?: Db): Promise<void> {
      await sites(trx)
        .insert({ ...site, is_demo: site.is_demo ?? false, is_published: false, deleted: true, updated_at: new Date() })
        .onConflict('id')
        .merge({ deleted: true, is_published: false, updated_at: new Date() });
    },
  };
}

export type SiteCopyRepository = ReturnType<typeof siteCopyRepository>;
