import type { Knex } from 'knex';
import { table, type Db } from './db';

export interface ContentItemCopy {
  item_id: number;
  owner_id: number;
  site_id: number | null;
  type: string;
  status: string;
}

/** The content service's items as this service copies them (for the home's counts and the activity feed). */
export function contentItemsRepository(db: Knex) {
  const items = (trx?: Db) => table(trx ?? db, 'content_items');
  return {
    /** How many items of each type a user owns or the sites hold. */
    async countByType(ownerId: number, siteIds: number[], trx?: Db): Promise<Record<string, number>> {
      const rows: { type: string; count: string }[] = await items(trx)
        .where((where) => where.where({ owner_id: ownerId }).orWhereIn('site_id', siteIds))
        .groupBy('type')
        .select('type', (trx ?? db).raw('count(*) as count'));
      return Object.fromEntries(rows.map((row) => [row.type, Number(row.count)]));
    },
    async statusOf(itemId: number, trx?: Db): Promise<string | undefined> {
      const row: { status: string } | undefined = await items(trx).where({ item_id: itemId }).first('status');
      return row?.status;
    },
    async upsert(item: ContentItemCopy, trx?: Db): Promise<void> {
      await items(trx).insert(item).onConflict('item_id').merge();
    },
    async delete(itemId: number, trx?: Db): Promise<void> {
      await items(trx).where({ item_id: itemId }).delete();
    },
  };
}
