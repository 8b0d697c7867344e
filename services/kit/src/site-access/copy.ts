import type { Knex } from 'knex';
import { KeyedCache } from '../cache';
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
      copyChanged(db, schema, trx);
    },
    async markDeleted(site: SiteFacts, trx?: Db): Promise<void> {
      await sites(trx)
        .insert({ ...site, is_demo: site.is_demo ?? false, is_published: false, deleted: true, updated_at: new Date() })
        .onConflict('id')
        .merge({ deleted: true, is_published: false, updated_at: new Date() });
      copyChanged(db, schema, trx);
    },
  };
}

export type SiteCopyRepository = ReturnType<typeof siteCopyRepository>;

/** Published sites by slug, per database and schema: the copy's own writes clear it. */
const publishedCaches = new WeakMap<Knex, Map<string, KeyedCache<SiteCopyRow | null>>>();

function publishedCache(db: Knex, schema: string, lifetimeMs = 1000) {
  let bySchema = publishedCaches.get(db);
  if (!bySchema) publishedCaches.set(db, (bySchema = new Map()));
  let cache = bySchema.get(schema);
  if (!cache) bySchema.set(schema, (cache = new KeyedCache({ lifetimeMs, maxEntries: 10_000 })));
  return cache;
}

/** After a write to the copy: what was kept is dropped now and again when `trx` ends. */
function copyChanged(db: Knex, schema: string, trx?: Db) {
  const cache = publishedCaches.get(db)?.get(schema);
  if (!cache) return;
  if (trx && 'executionPromise' in trx) cache.clearAfter(trx as Knex.Transaction);
  else cache.clear();
}

/**
 * The published site a public beacon names, by slug, kept a second in this process: a page view or a
 * vital costs no query for it (unknown slugs are kept too, bounded, so made-up slugs cost one query
 * each per second at most). This process's writes to the copy (its consumers) drop what was kept at
 * once; another process's, within the second.
 */
export function publishedSiteLookup(db: Knex, schema: string, { lifetimeMs = 1000 } = {}) {
  const cache = publishedCache(db, schema, lifetimeMs);
  const repo = siteCopyRepository(db, schema);
  return async (slug: string): Promise<SiteCopyRow | undefined> =>
    (await cache.load(slug, async () => (await repo.publishedBySlug(slug)) ?? null)) ?? undefined;
}
