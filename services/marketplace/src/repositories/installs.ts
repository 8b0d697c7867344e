import { iso, table, type Db } from './db';

export interface InstallRow {
  id: number;
  user_id: number;
  module_id: number;
  installed_at: string;
}

/** Who installed what: one row per (user, module); the unique pair makes install and uninstall idempotent under races. */
export function installsRepository(db: Db) {
  return {
    async ofUser(userId: number, trx: Db = db): Promise<InstallRow[]> {
      const rows = await table(trx, 'installs').where({ user_id: userId }).orderBy('installed_at', 'desc').orderBy('id', 'desc');
      return rows.map((row: InstallRow) => ({ ...row, installed_at: iso(row.installed_at)! }));
    },
    /** Inserts the pair unless it exists (a concurrent insert waits for the other to finish); true when this call installed it. */
    async add(userId: number, moduleId: number, trx: Db = db): Promise<boolean> {
      const rows = await table(trx, 'installs')
        .insert({ user_id: userId, module_id: moduleId })
        .onConflict(['user_id', 'module_id'])
        .ignore()
        .returning('id');
      return rows.length === 1;
    },
    /** Deletes the pair; true when this call removed it. */
    async remove(userId: number, moduleId: number, trx: Db = db): Promise<boolean> {
      const rows = await table(trx, 'installs').where({ user_id: userId, module_id: moduleId }).delete().returning('id');
      return rows.length === 1;
    },
    async has(userId: number, moduleId: number, trx: Db = db): Promise<boolean> {
      return Boolean(await table(trx, 'installs').where({ user_id: userId, module_id: moduleId }).first('id'));
    },
    /** Whether the user has installed a module providing this integration or utility. */
    async provides(userId: number, provided: { integration?: string; utility?: string }, trx: Db = db): Promise<boolean> {
      const row = await table(trx, 'installs as i')
        .join('marketplace.modules as m', 'm.id', 'i.module_id')
        .where('i.user_id', userId)
        .whereRaw('m.provides @> ?::jsonb', [JSON.stringify(provided)])
        .first('i.id');
      return Boolean(row);
    },
  };
}
export type InstallsRepository = ReturnType<typeof installsRepository>;
