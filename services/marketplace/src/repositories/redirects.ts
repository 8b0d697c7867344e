import { iso, table, type Db } from './db';

export interface RedirectRow {
  id: number;
  site_id: number;
  owner_id: number;
  from_path: string;
  to_path: string;
  status_code: number;
  created_at: string;
  updated_at: string;
}

const read = (row: RedirectRow): RedirectRow => ({ ...row, created_at: iso(row.created_at)!, updated_at: iso(row.updated_at)! });

/** Per-site redirect rules; one rule per (site, from path). */
export function redirectsRepository(db: Db) {
  return {
    async ofSite(siteId: number, trx: Db = db): Promise<RedirectRow[]> {
      return (await table(trx, 'redirects').where({ site_id: siteId }).orderBy('from_path')).map(read);
    },
    async count(siteId: number, trx: Db = db): Promise<number> {
      const [{ n }] = await table(trx, 'redirects').where({ site_id: siteId }).count('* as n');
      return Number(n);
    },
    async find(id: number, trx: Db = db): Promise<RedirectRow | undefined> {
      const row = await table(trx, 'redirects').where({ id }).first();
      return row ? read(row) : undefined;
    },
    async fromPathTaken(siteId: number, fromPath: string, exceptId: number | null, trx: Db = db): Promise<boolean> {
      const query = table(trx, 'redirects').where({ site_id: siteId, from_path: fromPath });
      if (exceptId !== null) query.whereNot({ id: exceptId });
      return Boolean(await query.first('id'));
    },
    async insert(
      rule: Pick<RedirectRow, 'site_id' | 'owner_id' | 'from_path' | 'to_path' | 'status_code'>,
      trx: Db = db,
    ): Promise<RedirectRow> {
      const [row] = await table(trx, 'redirects').insert(rule).returning('*');
      return read(row);
    },
    async update(
      id: number,
      changes: Partial<Pick<RedirectRow, 'from_path' | 'to_path' | 'status_code'>>,
      trx: Db = db,
    ): Promise<RedirectRow> {
      const [row] = await table(trx, 'redirects')
        .where({ id })
        .update({ ...changes, updated_at: new Date() })
        .returning('*');
      return read(row);
    },
    async remove(id: number, trx: Db = db): Promise<void> {
      await table(trx, 'redirects').where({ id }).delete();
    },
    async removeOfSite(siteId: number, trx: Db = db): Promise<void> {
      await table(trx, 'redirects').where({ site_id: siteId }).delete();
    },
  };
}
