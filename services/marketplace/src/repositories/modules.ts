import type { DeclarativeBlock } from '@atlas/blocks/model';
import type { ModuleProvides, ModuleSort, ModuleType } from '../rules/module-rules';
import type { ThemeDefinition } from '../contract';
import { json, parseJson, table, type Db } from './db';

export interface ModuleRow {
  id: number;
  slug: string;
  title: string;
  description: string;
  long_description: string;
  version: string;
  author: string;
  module_type: ModuleType;
  icon: string;
  is_official: boolean;
  is_featured: boolean;
  downloads: number;
  rating: number;
  rating_count: number;
  tags: string[];
  category_id: number | null;
  category_name: string | null;
  category_slug: string | null;
  homepage: string;
  repository: string;
  documentation: string;
  screenshots: string[];
  requirements: string[];
  atlas_versions: string;
  provides: ModuleProvides;
  declarative_blocks: DeclarativeBlock[];
  themes: ThemeDefinition[];
  publisher: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

/** The columns a seed or a package writes (counters and ids are the service's). */
export type ModuleFields = Omit<ModuleRow, 'id' | 'category_name' | 'category_slug' | 'created_at' | 'updated_at' | 'downloads'> & {
  downloads?: number;
  signature?: string | null;
  seeded?: boolean;
};

export interface ModuleFilter {
  search?: string;
  categoryId?: number;
  categorySlug?: string;
  moduleType?: ModuleType;
  featured?: boolean;
  sort?: ModuleSort;
}

const ORDER: Record<ModuleSort, [string, 'asc' | 'desc'][]> = {
  downloads: [['m.downloads', 'desc']],
  rating: [
    ['m.rating', 'desc'],
    ['m.rating_count', 'desc'],
  ],
  newest: [
    ['m.created_at', 'desc'],
    ['m.id', 'desc'],
  ],
  name: [['m.title', 'asc']],
};

const readRow = (row: Record<string, unknown>): ModuleRow => {
  const provides = parseJson<ModuleProvides & { themes_detail?: ThemeDefinition[] }>(row.provides, {});
  const { themes_detail: themes = [], ...rest } = provides;
  return {
    ...(row as unknown as ModuleRow),
    rating: Number(row.rating),
    downloads: Number(row.downloads),
    tags: parseJson(row.tags, []),
    screenshots: parseJson(row.screenshots, []),
    requirements: parseJson(row.requirements, []),
    provides: rest,
    themes,
    declarative_blocks: parseJson(row.declarative_blocks, []),
  };
};

const columns = (fields: ModuleFields) => ({
  slug: fields.slug,
  title: fields.title,
  description: fields.description,
  long_description: fields.long_description,
  version: fields.version,
  author: fields.author,
  module_type: fields.module_type,
  icon: fields.icon,
  is_official: fields.is_official,
  is_featured: fields.is_featured,
  rating: fields.rating,
  rating_count: fields.rating_count,
  tags: json(fields.tags),
  category_id: fields.category_id,
  homepage: fields.homepage,
  repository: fields.repository,
  documentation: fields.documentation,
  screenshots: json(fields.screenshots),
  requirements: json(fields.requirements),
  atlas_versions: fields.atlas_versions,
  // a theme pack's theme definitions ride with what it provides (one jsonb column)
  provides: json(fields.themes.length ? { ...fields.provides, themes_detail: fields.themes } : fields.provides),
  declarative_blocks: json(fields.declarative_blocks),
  publisher: fields.publisher,
  signature: fields.signature ?? null,
  seeded: fields.seeded ?? false,
  updated_at: new Date(),
});

/** The catalogue: modules with their category. */
export function modulesRepository(db: Db) {
  const base = (trx: Db) =>
    table(trx, 'modules as m')
      .leftJoin('marketplace.categories as c', 'c.id', 'm.category_id')
      .select('m.*', 'c.name as category_name', 'c.slug as category_slug');
  return {
    async list(filter: ModuleFilter, trx: Db = db): Promise<ModuleRow[]> {
      const query = base(trx);
      if (filter.search) {
        const pattern = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        query.where((where) =>
          where
            .whereILike('m.title', pattern)
            .orWhereILike('m.description', pattern)
            .orWhereILike('m.author', pattern)
            .orWhereRaw('m.tags::text ilike ?', [pattern]),
        );
      }
      if (filter.categoryId !== undefined) query.where('m.category_id', filter.categoryId);
      if (filter.categorySlug !== undefined) query.where('c.slug', filter.categorySlug);
      if (filter.moduleType) query.where('m.module_type', filter.moduleType);
      if (filter.featured !== undefined) query.where('m.is_featured', filter.featured);
      for (const [column, direction] of ORDER[filter.sort ?? 'downloads']) query.orderBy(column, direction);
      query.orderBy('m.id', 'asc');
      return (await query).map(readRow);
    },
    async find(id: number, trx: Db = db): Promise<ModuleRow | undefined> {
      const row = await base(trx).where('m.id', id).first();
      return row ? readRow(row) : undefined;
    },
    async findBySlug(slug: string, trx: Db = db): Promise<ModuleRow | undefined> {
      const row = await base(trx).where('m.slug', slug).first();
      return row ? readRow(row) : undefined;
    },
    /** Writes a seeded module by slug; a later start keeps its downloads (counted by installs). */
    async upsertSeed(fields: ModuleFields, trx: Db = db): Promise<void> {
      const values = columns({ ...fields, seeded: true });
      await table(trx, 'modules')
        .insert({ ...values, downloads: fields.downloads ?? 0 })
        .onConflict('slug')
        .merge(Object.keys(values).filter((key) => key !== 'slug'));
    },
    async insert(fields: ModuleFields, trx: Db = db): Promise<number> {
      const [row] = await table(trx, 'modules').insert(columns(fields)).returning('id');
      return row.id;
    },
    async update(id: number, fields: ModuleFields, trx: Db = db): Promise<void> {
      await table(trx, 'modules').where({ id }).update(columns(fields));
    },
    /** One more download, counted in the database so concurrent installs never lose one. */
    async countDownload(id: number, trx: Db = db): Promise<void> {
      await table(trx, 'modules').where({ id }).increment('downloads', 1);
    },
  };
}
export type ModulesRepository = ReturnType<typeof modulesRepository>;

/** Categories with how many modules each holds. */
export function categoriesRepository(db: Db) {
  return {
    async list(trx: Db = db): Promise<{ id: number; name: string; slug: string; module_count: number }[]> {
      const rows = await table(trx, 'categories as c')
        .leftJoin('marketplace.modules as m', 'm.category_id', 'c.id')
        .groupBy('c.id')
        .orderBy([{ column: 'c.sort_order' }, { column: 'c.id' }])
        .select('c.id', 'c.name', 'c.slug', trx.raw('count(m.id)::int as module_count'));
      return rows.map((row: { id: number; name: string; slug: string; module_count: number | string }) => ({
        ...row,
        module_count: Number(row.module_count),
      }));
    },
    async idOf(slug: string, trx: Db = db): Promise<number | undefined> {
      return (await table(trx, 'categories').where({ slug }).first('id'))?.id;
    },
    async upsert(category: { slug: string; name: string; sort_order: number }, trx: Db = db): Promise<void> {
      await table(trx, 'categories').insert(category).onConflict('slug').merge(['name', 'sort_order']);
    },
  };
}
