import type { Knex } from 'knex';
import { SCHEMA, table, type Db } from './db';

export interface MenuCopy {
  id: number;
  site_id: number;
  owner_id: number;
}

/** The menus service's menus as this service copies them, and their items' clicks by day (`menu_item_days`). */
export function menusRepository(db: Knex) {
  return {
    async find(id: number, trx?: Db): Promise<Pick<MenuCopy, 'id' | 'site_id'> | undefined> {
      return table(trx ?? db, 'menus')
        .where({ id })
        .first('id', 'site_id');
    },
    async upsert(menu: MenuCopy, trx?: Db): Promise<void> {
      await table(trx ?? db, 'menus')
        .insert(menu)
        .onConflict('id')
        .merge();
    },
    /** The menu and its clicks. */
    async delete(id: number, trx?: Db): Promise<void> {
      await table(trx ?? db, 'menu_item_days')
        .where({ menu_id: id })
        .delete();
      await table(trx ?? db, 'menus')
        .where({ id })
        .delete();
    },
    async addClick(click: { site_id: number; menu_id: number; item_id: number; day: string }, trx?: Db): Promise<void> {
      await (trx ?? db).raw(
        `insert into ${SCHEMA}.menu_item_days as d (site_id, menu_id, item_id, day, clicks) values (?, ?, ?, ?, 1)
         on conflict (menu_id, item_id, day) do update set clicks = d.clicks + 1`,
        [click.site_id, click.menu_id, click.item_id, click.day],
      );
    },
    /** Each item's clicks from a day (YYYY-MM-DD) on, most clicked first. */
    async clicksSince(menuId: number, since: string, trx?: Db): Promise<{ item_id: number; clicks: number }[]> {
      const rows = (await table(trx ?? db, 'menu_item_days')
        .where({ menu_id: menuId })
        .andWhere('day', '>=', since)
        .groupBy('item_id')
        .select('item_id')
        .sum({ clicks: 'clicks' })
        .orderBy([{ column: 'clicks', order: 'desc' }, 'item_id'])) as { item_id: number; clicks: string | number }[];
      return rows.map((row) => ({ item_id: row.item_id, clicks: Number(row.clicks) }));
    },
  };
}
