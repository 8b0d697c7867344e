import type { Knex } from 'knex';
import { SCHEMA, table, type Db } from './db';
import { prefixTsQuery, siteCopyRepository } from '@atlas/service-kit';

export interface ItemRow {
  id: number;
  site_id: number;
  author_id: number;
  author_username: string;
  title: string;
  slug: string;
  excerpt: string;
  body: string;
  body_html: string;
  type: string;
  status: string;
  category_id: number | null;
  tags: string[];
  featured_image: string;
  seo_title: string;
  seo_description: string;
  seo_keywords: string;
  published_at: Date | string | null;
  unpublish_at: Date | string | null;
  views: number;
  /** +1 per save of any kind (scheduler and tag changes too): an editor holding an older one is stale. */
  version: number;
  created_at: Date | string;
  updated_at: Date | string;
}

/** An item with the names the answers carry. */
export interface ItemView extends ItemRow {
  category_name: string | null;
  site_name: string | null;
}

export type ItemFields = Omit<ItemRow, 'id' | 'views' | 'version' | 'created_at' | 'updated_at'>;

export interface ItemFilter {
  /**
   * Only the items of these sites, and this author's items of deleted sites (undefined: everyone's,
   * for staff, or one site the caller has been let into).
   */
  visible?: { siteIds: number[]; authorId: number; deletedSiteIds: number[] };
  site?: number;
  type?: string;
  status?: string;
  category?: number;
  tag?: string;
  author?: string;
  slug?: string;
  search?: string;
  dateFrom?: string;
  dateTo?: string;
  sort?: string;
  page: number;
  pageSize: number;
}

/** Up to this many matches, a page is sorted from the matches alone. */
const FEW_MATCHES = 5000;

const SORT_COLUMNS: Record<string, string> = {
  updated: 'i.updated_at',
  created: 'i.created_at',
  title: 'i.title',
  views: 'i.views',
  published: 'i.published_at',
};

/** The advisory lock class under which a site's slugs are chosen (the second key is the site id). */
const SLUG_LOCK = 7301;

export function itemsRepository(db: Db) {
  const sites = siteCopyRepository(db, SCHEMA);
  const view = (trx: Db) =>
    sites
      .joinTo(table(trx, 'items as i').leftJoin('content.categories as c', 'c.id', 'i.category_id'), 'i.site_id', { left: true })
      .select('i.*', 'c.name as category_name', 's.name as site_name');

  function filtered(trx: Db, filter: ItemFilter): Knex.QueryBuilder {
    const query = table(trx, 'items as i');
    if (filter.visible) {
      const { siteIds, authorId, deletedSiteIds } = filter.visible;
      // A plain `site_id in (...)` unless the author has items on deleted sites (an index answers it).
      if (deletedSiteIds.length === 0) query.whereIn('i.site_id', siteIds);
      else
        query.where((mine) =>
          mine.whereIn('i.site_id', siteIds).orWhere((gone) => gone.where('i.author_id', authorId).whereIn('i.site_id', deletedSiteIds)),
        );
    }
    if (filter.site) query.where('i.site_id', filter.site);
    if (filter.type) query.where('i.type', filter.type);
    if (filter.status) query.where('i.status', filter.status);
    if (filter.category) query.where('i.category_id', filter.category);
    if (filter.slug) query.where('i.slug', filter.slug);
    if (filter.tag) query.whereRaw('i.tags @> array[?]::text[]', [filter.tag.trim()]);
    if (filter.author) {
      if (/^\d+$/.test(filter.author)) query.where('i.author_id', Number(filter.author));
      else query.whereRaw('lower(i.author_username) = lower(?)', [filter.author.trim()]);
    }
    if (filter.dateFrom) query.where('i.updated_at', '>=', `${filter.dateFrom}T00:00:00Z`);
    if (filter.dateTo) query.whereRaw(`i.updated_at < (?::date + 1)`, [filter.dateTo]);
    const tsquery = filter.search ? prefixTsQuery(filter.search) : null;
    if (filter.search && !tsquery) query.whereRaw('false');
    if (tsquery) query.whereRaw(`i.search @@ to_tsquery('english', ?)`, [tsquery]);
    return query;
  }

  /**
   * The change and its check in one statement: with `version`, only an item still at that version is
   * written (two saves racing from one version: one wins, the other gets undefined).
   */
  async function updateIfVersion(
    id: number,
    version: number | undefined,
    fields: Partial<ItemFields>,
    trx: Db = db,
  ): Promise<ItemRow | undefined> {
    const query = table(trx, 'items').where({ id });
    if (version !== undefined) query.andWhere({ version });
    const [row] = await query.update({ ...fields, version: trx.raw('version + 1'), updated_at: new Date() }).returning('*');
    return row;
  }

  return {
    async find(id: number, trx: Db = db): Promise<ItemView | undefined> {
      return view(trx).where('i.id', id).first();
    },
    /** The deleted sites on which this author has items (their archived items stay theirs to read). */
    async deletedSitesWithItemsOf(authorId: number, trx: Db = db): Promise<number[]> {
      const rows: { id: number }[] = await sites
        .deletedIds(trx, 's')
        .whereExists((has) => has.from('content.items as i').whereRaw('i.site_id = s.id').where('i.author_id', authorId))
        .orderBy('s.id');
      return rows.map((row) => row.id);
    },
    async findForUpdate(id: number, trx: Knex.Transaction): Promise<ItemRow | undefined> {
      return table(trx, 'items').where({ id }).forUpdate().first();
    },
    async list(filter: ItemFilter, trx: Db = db): Promise<{ rows: ItemView[]; count: number }> {
      const countRow = await filtered(trx, filter).count<{ count: string | number }[]>({ count: '*' });
      const count = Number(countRow[0]?.count ?? 0);
      // Few matches: sort just them (a materialized set), rather than let the planner walk the ordered
      // index hoping to meet 20 rare rows early. Many: the ordered index answers a page directly.
      const source: Knex.QueryBuilder =
        count <= FEW_MATCHES
          ? (trx as Knex).withMaterialized('matched', filtered(trx, filter).select('i.*')).from('matched as i')
          : filtered(trx, filter);
      const query = sites
        .joinTo(source.leftJoin('content.categories as c', 'c.id', 'i.category_id'), 'i.site_id', { left: true })
        .select('i.id', 'i.site_id', 'i.author_id', 'i.author_username', 'i.title', 'i.slug', 'i.excerpt', 'i.body', 'i.body_html')
        .select('i.type', 'i.status', 'i.category_id', 'i.tags', 'i.featured_image', 'i.seo_title', 'i.seo_description')
        .select('i.seo_keywords', 'i.published_at', 'i.unpublish_at', 'i.views', 'i.version', 'i.created_at', 'i.updated_at')
        .select('c.name as category_name', 's.name as site_name');
      const tsquery = filter.search ? prefixTsQuery(filter.search) : null;
      if (tsquery && !filter.sort) {
        query.orderByRaw(`ts_rank(i.search, to_tsquery('english', ?)) desc`, [tsquery]);
      } else {
        const sort = filter.sort ?? '-updated';
        const column = SORT_COLUMNS[sort.replace(/^-/, '')] ?? 'i.updated_at';
        // Only published_at may be null; the others keep the plain order their indexes have.
        const nulls = column === 'i.published_at' ? ' nulls last' : '';
        query.orderByRaw(`${column} ${sort.startsWith('-') ? 'desc' : 'asc'}${nulls}`);
      }
      query
        .orderBy('i.id', 'desc')
        .limit(filter.pageSize)
        .offset((filter.page - 1) * filter.pageSize);
      return { rows: await query, count };
    },
    async insert(fields: ItemFields, trx: Db = db): Promise<ItemRow> {
      const [row] = await table(trx, 'items').insert(fields).returning('*');
      return row;
    },
    async update(id: number, fields: Partial<ItemFields>, trx: Db = db): Promise<ItemRow> {
      return (await updateIfVersion(id, undefined, fields, trx))!;
    },
    updateIfVersion,
    async remove(id: number, trx: Db = db): Promise<void> {
      await table(trx, 'items').where({ id }).delete();
    },
    /** Makes the site's slug pickers take turns until `trx` ends (two saves never pick the same free slug). */
    async lockSlugsOf(siteId: number, trx: Knex.Transaction): Promise<void> {
      await trx.raw('select pg_advisory_xact_lock(?, ?)', [SLUG_LOCK, siteId]);
    },
    /** Slugs of the site equal to `base` or `base-N`, other than `exceptId`'s. */
    async slugsLike(siteId: number, base: string, exceptId: number | undefined, trx: Db = db): Promise<Set<string>> {
      const query = table(trx, 'items')
        .where('site_id', siteId)
        .andWhere((q) => q.where('slug', base).orWhereRaw(`slug ~ ?`, [`^${base.replace(/[^a-z0-9-]/g, '')}-[0-9]+$`]))
        .pluck('slug');
      if (exceptId) query.whereNot('id', exceptId);
      return new Set(await query);
    },
    /**
     * Claims due schedules: rows locked with SKIP LOCKED, so two processes never take the same one;
     * each claimed row is changed in `trx` before the lock is released.
     */
    async claimDue(kind: 'publish' | 'unpublish', now: Date, limit: number, trx: Knex.Transaction): Promise<ItemRow[]> {
      const query = table(trx, 'items').forUpdate().skipLocked().limit(limit).orderBy('id');
      if (kind === 'publish') query.where('status', 'scheduled').where('published_at', '<=', now);
      else query.where('status', 'published').whereNotNull('unpublish_at').where('unpublish_at', '<=', now);
      return query;
    },
    /** Adds page views to the site's post of that slug (none such: nothing changes). */
    async addViews(siteId: number, slug: string, views: number, trx: Db = db): Promise<void> {
      await table(trx, 'items')
        .where({ site_id: siteId, slug, type: 'post' })
        .update({ views: trx.raw('views + ?', [views]) });
    },
    async archiveSite(siteId: number, trx: Db = db): Promise<ItemRow[]> {
      return table(trx, 'items')
        .where({ site_id: siteId })
        .whereNot('status', 'archived')
        .update({ status: 'archived', version: trx.raw('version + 1'), updated_at: new Date() })
        .returning('*');
    },
  };
}
