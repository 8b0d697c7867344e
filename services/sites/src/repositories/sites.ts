import type { Knex } from 'knex';
import { table, SCHEMA, json, type Db } from './db';
import { decideSiteRole, type MemberRole, type SiteRole } from '@atlas/service-kit';
import type { SiteSettings } from '../schemas/settings';

export interface SiteRow {
  id: number;
  owner_id: number;
  name: string;
  slug: string;
  description: string;
  is_published: boolean;
  is_primary: boolean;
  logo_url: string | null;
  custom_domain: string | null;
  settings: Partial<SiteSettings>;
  password_hash: string | null;
  is_demo: boolean;
  published_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export type SiteChanges = Partial<
  Pick<
    SiteRow,
    | 'name'
    | 'slug'
    | 'description'
    | 'is_published'
    | 'is_primary'
    | 'logo_url'
    | 'custom_domain'
    | 'settings'
    | 'password_hash'
    | 'published_at'
  >
>;

export function sitesRepository(db: Knex) {
  const sites = (trx?: Db) => table(trx ?? db, 'sites');
  const encode = (changes: SiteChanges) => (changes.settings ? { ...changes, settings: json(changes.settings) } : changes);

  return {
    async listByOwner(ownerId: number, trx?: Db): Promise<SiteRow[]> {
      return sites(trx).where({ owner_id: ownerId }).orderBy('updated_at', 'desc').orderBy('id', 'desc');
    },
    /** The sites a user owns or is a member of, most recently changed first, each with the user's role. */
    async listVisibleTo(userId: number, trx?: Db): Promise<(SiteRow & { role: SiteRole })[]> {
      const rows: (SiteRow & { member_role: MemberRole | null })[] = await sites(trx)
        .leftJoin(`${SCHEMA}.site_members as m`, function () {
          this.on('m.site_id', '=', `${SCHEMA}.sites.id`).andOn('m.user_id', '=', db.raw('?', [userId]));
        })
        .where(`${SCHEMA}.sites.owner_id`, userId)
        .orWhereNotNull('m.role')
        .orderBy(`${SCHEMA}.sites.updated_at`, 'desc')
        .orderBy(`${SCHEMA}.sites.id`, 'desc')
        .select(`${SCHEMA}.sites.*`, 'm.role as member_role');
      return rows.map(({ member_role, ...site }) => ({ ...site, role: decideSiteRole({ id: userId }, site, member_role, 'read').role! }));
    },
    async listAll(trx?: Db): Promise<SiteRow[]> {
      return sites(trx).orderBy('updated_at', 'desc').orderBy('id', 'desc');
    },
    /** Every site's id and slug (the host map). */
    async listSlugs(trx?: Db): Promise<Pick<SiteRow, 'id' | 'slug'>[]> {
      return sites(trx).orderBy('id', 'asc').select('id', 'slug');
    },
    async findById(id: number, trx?: Db): Promise<SiteRow | undefined> {
      return sites(trx).where({ id }).first();
    },
    async findBySlug(slug: string, trx?: Db): Promise<SiteRow | undefined> {
      return sites(trx).where({ slug }).first();
    },
    async findDemo(ownerId: number, trx?: Db): Promise<SiteRow | undefined> {
      return sites(trx).where({ owner_id: ownerId, is_demo: true }).first();
    },
    async slugsStartingWith(prefix: string, trx?: Db): Promise<Set<string>> {
      const rows: { slug: string }[] = await sites(trx).where('slug', 'like', `${prefix}%`).select('slug');
      return new Set(rows.map((r) => r.slug));
    },
    async countByOwner(ownerId: number, trx?: Db): Promise<number> {
      const [{ count }] = await sites(trx).where({ owner_id: ownerId }).count({ count: '*' });
      return Number(count);
    },
    async create(
      site: { owner_id: number; name: string; slug: string; description: string; is_primary: boolean; is_demo?: boolean },
      trx?: Db,
    ): Promise<SiteRow> {
      const [row] = await sites(trx)
        .insert({ ...site, settings: json({}) })
        .returning('*');
      return row;
    },
    async update(id: number, changes: SiteChanges, trx?: Db): Promise<SiteRow> {
      const [row] = await sites(trx)
        .where({ id })
        .update({ ...encode(changes), updated_at: (trx ?? db).fn.now() })
        .returning('*');
      return row;
    },
    /** The site row locked for the rest of the transaction (a second writer of it waits). */
    async findForUpdate(id: number, trx: Db): Promise<SiteRow | undefined> {
      return sites(trx).where({ id }).forUpdate().first();
    },
    /** Hands the site to another owner (the members table is the caller's to change in the same transaction). */
    async changeOwner(id: number, ownerId: number, trx?: Db): Promise<SiteRow> {
      const [row] = await sites(trx)
        .where({ id })
        .update({ owner_id: ownerId, updated_at: (trx ?? db).fn.now() })
        .returning('*');
      return row;
    },
    async touch(id: number, trx?: Db): Promise<void> {
      await sites(trx)
        .where({ id })
        .update({ updated_at: (trx ?? db).fn.now() });
    },
    async remove(id: number, trx?: Db): Promise<void> {
      await sites(trx).where({ id }).delete();
    },
    /** When the primary site goes, the owner's oldest remaining site becomes primary. */
    async promoteOldestToPrimary(ownerId: number, trx?: Db): Promise<void> {
      const next = await sites(trx).where({ owner_id: ownerId }).orderBy('id', 'asc').first();
      if (next) await sites(trx).where({ id: next.id }).update({ is_primary: true });
    },
  };
}

export type SitesRepository = ReturnType<typeof sitesRepository>;
