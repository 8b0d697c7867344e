import type { Knex } from 'knex';
import { table, json, type Db } from './db';
import type { PageBlock } from '../schemas/blocks';

export interface TemplateRow {
  id: number;
  key: string | null;
  owner_id: number | null;
  name: string;
  description: string;
  category: string;
  blocks: PageBlock[];
  is_premium: boolean;
  is_popular: boolean;
  rating: number;
  usage_count: number;
  preview_image: string;
  checksum: string | null;
  created_at: Date;
  updated_at: Date;
}

/** A shipped template as services/sites/src/seed/templates describes it. */
export interface LibraryTemplate {
  key: string;
  name: string;
  description: string;
  category: string;
  is_premium: boolean;
  is_popular: boolean;
  rating: number;
  preview_image: string;
  blocks: readonly object[];
}

export function templatesRepository(db: Knex) {
  const templates = (trx?: Db) => table(trx ?? db, 'templates');

  return {
    /** Library templates plus the user's own. */
    async listVisibleTo(ownerId: number, category: string | undefined, trx?: Db): Promise<TemplateRow[]> {
      const query = templates(trx).where((q) => q.whereNull('owner_id').orWhere({ owner_id: ownerId }));
      if (category) query.andWhere({ category });
      return query.orderBy([
        { column: 'is_popular', order: 'desc' },
        { column: 'id', order: 'asc' },
      ]);
    },
    async findById(id: number, trx?: Db): Promise<TemplateRow | undefined> {
      return templates(trx).where({ id }).first();
    },
    /** The library's best template of a category: popular first, then the oldest. */
    async firstInLibrary(category: string, trx?: Db): Promise<TemplateRow | undefined> {
      return templates(trx)
        .whereNull('owner_id')
        .andWhere({ category })
        .orderBy([
          { column: 'is_popular', order: 'desc' },
          { column: 'id', order: 'asc' },
        ])
        .first();
    },
    async findByKey(key: string, trx?: Db): Promise<TemplateRow | undefined> {
      return templates(trx).where({ key }).first();
    },
    async create(
      template: Omit<TemplateRow, 'id' | 'key' | 'checksum' | 'usage_count' | 'created_at' | 'updated_at'>,
      trx?: Db,
    ): Promise<TemplateRow> {
      const [row] = await templates(trx)
        .insert({ ...template, blocks: json(template.blocks) })
        .returning('*');
      return row;
    },
    async remove(id: number, trx?: Db): Promise<void> {
      await templates(trx).where({ id }).delete();
    },
    async countUse(id: number, trx?: Db): Promise<void> {
      await templates(trx).where({ id }).increment('usage_count', 1);
    },
    /** Inserts a library template or refreshes it in place (its id and usage count stay). */
    async upsertLibraryTemplate(template: LibraryTemplate, checksum: string, trx?: Db): Promise<void> {
      const row = {
        key: template.key,
        name: template.name,
        description: template.description ?? '',
        category: template.category,
        blocks: json(template.blocks),
        is_premium: Boolean(template.is_premium),
        is_popular: Boolean(template.is_popular),
        rating: template.rating ?? 4.5,
        preview_image: template.preview_image ?? '',
        checksum,
        owner_id: null,
      };
      await templates(trx)
        .insert(row)
        .onConflict('key')
        .merge({ ...row, updated_at: (trx ?? db).fn.now() });
    },
  };
}

export type TemplatesRepository = ReturnType<typeof templatesRepository>;
