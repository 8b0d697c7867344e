import { randomBytes } from 'node:crypto';
import { isoDay, qualified, table, type Db } from './db';

export interface ClickRow {
  item_id: number;
  menu_id: number;
  day: string;
  visitor: string;
  page_url: string;
}

export function clicksRepository(db: Db) {
  /** Deletes the salts of days before `day` (and with them any way to recompute those days' hashes). */
  const dropSaltsBefore = async (day: string, trx: Db = db): Promise<number> => table(trx, 'visitor_salts').where('day', '<', day).delete();
  return {
    dropSaltsBefore,
    /** Today's salt (made by the first caller of the day); older salts are deleted. */
    async saltFor(day: string, trx: Db = db): Promise<string> {
      await table(trx, 'visitor_salts')
        .insert({ day, salt: randomBytes(32).toString('hex') })
        .onConflict('day')
        .ignore();
      await dropSaltsBefore(day, trx);
      const row = await table(trx, 'visitor_salts').where({ day }).first('salt');
      return row.salt;
    },
    /** Counts one click in the visitor's minute and answers the minute's count (one statement: racing processes agree). */
    async countInWindow(visitor: string, windowStart: Date, trx: Db = db): Promise<number> {
      const result = await trx.raw(
        `insert into ${qualified('click_windows')} as w (visitor, window_start, clicks) values (?, ?, 1)
         on conflict (visitor, window_start) do update set clicks = w.clicks + 1 returning clicks`,
        [visitor, windowStart],
      );
      return Number(result.rows[0].clicks);
    },
    async pruneWindows(before: Date, trx: Db = db): Promise<void> {
      await table(trx, 'click_windows').where('window_start', '<', before).delete();
    },
    async insert(click: ClickRow, trx: Db = db): Promise<void> {
      await table(trx, 'clicks').insert(click);
    },
    async totals(menuId: number, from: string, trx: Db = db): Promise<{ total: number; unique: number }> {
      const row = await table(trx, 'clicks')
        .where({ menu_id: menuId })
        .where('day', '>=', from)
        .first(trx.raw('count(*)::int as total'), trx.raw('count(distinct visitor)::int as unique_visitors'));
      return { total: Number(row?.total ?? 0), unique: Number(row?.unique_visitors ?? 0) };
    },
    async topItems(menuId: number, from: string, limit: number, trx: Db = db) {
      const rows: { id: number; title: string; clicks: number | string }[] = await trx(`${qualified('clicks')} as c`)
        .join(`${qualified('items')} as i`, 'i.id', 'c.item_id')
        .where('c.menu_id', menuId)
        .where('c.day', '>=', from)
        .groupBy('i.id', 'i.title')
        .orderBy([
          { column: 'clicks', order: 'desc' },
          { column: 'i.id', order: 'asc' },
        ])
        .limit(limit)
        .select('i.id', 'i.title', trx.raw('count(*)::int as clicks'));
      return rows.map((r) => ({ menu_item__id: r.id, menu_item__title: r.title, click_count: Number(r.clicks) }));
    },
    async byDay(menuId: number, from: string, trx: Db = db): Promise<Map<string, number>> {
      const rows: { day: Date | string; clicks: number | string }[] = await table(trx, 'clicks')
        .where({ menu_id: menuId })
        .where('day', '>=', from)
        .groupBy('day')
        .select('day', trx.raw('count(*)::int as clicks'));
      return new Map(rows.map((r) => [isoDay(r.day), Number(r.clicks)]));
    },
  };
}
export type ClicksRepository = ReturnType<typeof clicksRepository>;
