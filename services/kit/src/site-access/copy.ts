import type { Knex } from 'knex';
import { KeyedCache } from '../cache';
import type { Migration } from '../database';
import type { MemberRole, SiteRole } from './roles';
import { decideSiteRole } from './decide';

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
 * The copy's table, the kit's alone: no service creates it. It runs first in every service that keeps
 * a copy (before the service's own migrations). Databases made before it existed already hold the
 * table their first migration made, with some of these columns: it is kept and given the rest.
 */
export const siteCopyMigration: Migration = {
  name: 'kit_site_copy_columns',
  async up(knex, { schema }) {
    await knex.raw(
      `create table if not exists ??.sites (
         id integer primary key, owner_id integer not null, slug text not null, name text not null default '',
         is_published boolean not null default false, is_demo boolean not null default false,
         deleted boolean not null default false, updated_at timestamptz not null default now())`,
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
    await knex.raw('create index if not exists sites_slug on ??.sites (slug) where not deleted', [schema]);
  },
};

/**
 * A service's copy of who else works on its sites (`<schema>.site_members`), kept from `sites.member.*`
 * events and from the sites service's answers. A removal stays as a row without a role, stamped with
 * the sites service's time of the change: an answer read before it can never bring the member back.
 */
export const siteMembersMigration: Migration = {
  name: 'kit_site_members_copy',
  async up(knex, { schema }) {
    await knex.raw(
      `create table if not exists ??.site_members (
         site_id integer not null, user_id integer not null, role text,
         changed_at timestamptz not null, primary key (site_id, user_id))`,
      [schema],
    );
    await knex.raw('create index if not exists site_members_user on ??.site_members (user_id) where role is not null', [schema]);
  },
};

/** A membership as the sites service states it at `changed_at` (role null: not a member since then). */
export interface MembershipFacts {
  site_id: number;
  user_id: number;
  role: MemberRole | null;
  changed_at: Date | string;
}

/** A site of the copy with the role the user holds on it. */
export type SiteWithRole = SiteCopyRow & { role: SiteRole };

type Db = Knex | Knex.Transaction;

/** The copy's queries, in one place for every service. Reads skip deleted sites unless they say otherwise. */
export function siteCopyRepository(db: Knex, schema: string) {
  const sites = (trx?: Db) => (trx ?? db)(`${schema}.sites`);
  /** The sites a user may open (owned or a member of; not deleted), each with their role, by id. */
  async function visibleTo(userId: number, trx?: Db): Promise<SiteWithRole[]> {
    const rows: (SiteCopyRow & { member_role: MemberRole | null })[] = await sites(trx)
      .leftJoin(`${schema}.site_members as m`, function () {
        this.on('m.site_id', '=', `${schema}.sites.id`).andOn('m.user_id', '=', db.raw('?', [userId]));
      })
      .where(`${schema}.sites.deleted`, false)
      .andWhere((where) => where.where(`${schema}.sites.owner_id`, userId).orWhereNotNull('m.role'))
      .orderBy(`${schema}.sites.id`)
      .select(`${schema}.sites.*`, 'm.role as member_role');
    return rows.map(({ member_role, ...site }) => ({ ...site, role: decideSiteRole({ id: userId }, site, member_role, 'read').role! }));
  }
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
    /**
     * The ids of the deleted sites, as a query a service's own query uses (`whereIn('site_id', …)`) or
     * narrows further, the copy's rows named `alias`.
     */
    deletedIds(trx?: Db, alias = 's'): Knex.QueryBuilder {
      return (trx ?? db)(`${schema}.sites as ${alias}`).where(`${alias}.deleted`, true).select(`${alias}.id`);
    },
    /**
     * Joins the copy to a service's own query on `siteId` (a column of that query), its rows named
     * `alias`; `left` keeps the rows whose site the copy does not hold.
     */
    joinTo(query: Knex.QueryBuilder, siteId: string, { alias = 's', left = false } = {}): Knex.QueryBuilder {
      const table = `${schema}.sites as ${alias}`;
      return left ? query.leftJoin(table, `${alias}.id`, siteId) : query.join(table, `${alias}.id`, siteId);
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
    /** The member role the copy knows for a user on a site (the owner is the site's `owner_id`, not a member row). */
    async memberRole(siteId: number, userId: number, trx?: Db): Promise<MemberRole | undefined> {
      const row: { role: MemberRole | null } | undefined = await (trx ?? db)(`${schema}.site_members`)
        .where({ site_id: siteId, user_id: userId })
        .first('role');
      return row?.role ?? undefined;
    },
    /**
     * Records a membership unless the copy already holds a later statement of it (events and the
     * sites service's answers may arrive in any order; the sites service's time of the change decides).
     */
    async recordMembership(facts: MembershipFacts, trx?: Db): Promise<void> {
      await (trx ?? db)(`${schema}.site_members`)
        .insert({ site_id: facts.site_id, user_id: facts.user_id, role: facts.role, changed_at: facts.changed_at })
        .onConflict(['site_id', 'user_id'])
        .merge(['role', 'changed_at'])
        .where(`${schema}.site_members.changed_at`, '<=', facts.changed_at);
    },
    visibleTo,
    /** The ids of the sites a user may open (owned or a member of). */
    async idsVisibleTo(userId: number, trx?: Db): Promise<number[]> {
      return (await visibleTo(userId, trx)).map((site) => site.id);
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
