import type { Knex } from 'knex';
import { table, json, type Db } from './db';
import type { PageBlock } from '../schemas/blocks';

export interface CustomBlockRow {
  id: number;
  owner_id: number;
  site_id: number | null;
  name: string;
  category: string;
  block: PageBlock;
  created_at: Date;
  updated_at: Date;
}

export function customBlocksRepository(db: Knex) {
  const customBlocks = (trx?: Db) => table(trx ?? db, 'custom_blocks');

  return {
    /** The owner's blocks; with a site, that site's blocks plus the owner's blocks saved for every site. */
    async list(ownerId: number, filter: { site?: number; category?: string }, trx?: Db): Promise<CustomBlockRow[]> {
      const query = customBlocks(trx).where({ owner_id: ownerId });
      if (filter.site) query.andWhere((q) => q.where({ site_id: filter.site }).orWhereNull('site_id'));
      if (filter.category) query.andWhere({ category: filter.category });
      return query.orderBy('id', 'desc');
    },
    async findById(id: number, trx?: Db): Promise<CustomBlockRow | undefined> {
      return customBlocks(trx).where({ id }).first();
    },
    async create(block: Pick<CustomBlockRow, 'owner_id' | 'site_id' | 'name' | 'category' | 'block'>, trx?: Db): Promise<CustomBlockRow> {
      const [row] = await customBlocks(trx)
        .insert({ ...block, block: json(block.block) })
        .returning('*');
      return row;
    },
    async remove(id: number, trx?: Db): Promise<void> {
      await customBlocks(trx).where({ id }).delete();
    },
  };
}

export type CustomBlocksRepository = ReturnType<typeof customBlocksRepository>;
