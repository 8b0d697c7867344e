import type { Knex } from 'knex';
import { iso, table, type Db } from './db';

export interface InstallRow {
  id: number;
  /** Who installed it: the account's user, or the site's admin or owner who did. */
  user_id: number;
  /** The site it belongs to; null for an account's install (for every site its user owns). */
  site_id: number | null;
  module_id: number;
  installed_at: string;
}

/** Whose install rows: an account's (`site_id` null) or a site's, whoever of its admins installed them. */
export type InstallHolder = { account: number } | { site: number };

/**
 * Whose modules apply: an account's own, or a site's, which are its owner's account installs and the
 * site's own installs.
 */
export type ModuleScope = { account: number } | { site: { id: number; owner_id: number } };

const read = (row: InstallRow): InstallRow => ({ ...row, installed_at: iso(row.installed_at)! });

function held(query: Knex.QueryBuilder, holder: InstallHolder, alias = ''): Knex.QueryBuilder {
  if ('site' in holder) return query.where(`${alias}site_id`, holder.site);
  return query.where(`${alias}user_id`, holder.account).whereNull(`${alias}site_id`);
}

function inScope(query: Knex.QueryBuilder, scope: ModuleScope, alias = ''): Knex.QueryBuilder {
  if ('account' in scope) return held(query, scope, alias);
  const { id, owner_id } = scope.site;
  return query.where((where) =>
    where.where(`${alias}site_id`, id).orWhere((account) => account.where(`${alias}user_id`, owner_id).whereNull(`${alias}site_id`)),
  );
}

/**
 * Who installed what: one row per (account, module) and per (site, module); each pair is unique, so
 * install and uninstall are idempotent under races.
 */
export function installsRepository(db: Db) {
  return {
    async of(holder: InstallHolder, trx: Db = db): Promise<InstallRow[]> {
      const rows = await held(table(trx, 'installs'), holder).orderBy('installed_at', 'desc').orderBy('id', 'desc');
      return rows.map(read);
    },
    /** Every install that applies in the scope (a site's: its owner's and its own), newest first. */
    async inScope(scope: ModuleScope, trx: Db = db): Promise<InstallRow[]> {
      const rows = await inScope(table(trx, 'installs'), scope).orderBy('installed_at', 'desc').orderBy('id', 'desc');
      return rows.map(read);
    },
    /**
     * Inserts the holder's row unless it exists (a concurrent insert waits for the other to finish);
     * true when this call installed it. `userId` is who installs.
     */
    async add(holder: InstallHolder, userId: number, moduleId: number, trx: Db = db): Promise<boolean> {
      const site_id = 'site' in holder ? holder.site : null;
      const rows = await table(trx, 'installs')
        .insert({ user_id: userId, site_id, module_id: moduleId })
        .onConflict()
        .ignore()
        .returning('id');
      return rows.length === 1;
    },
    /** Deletes the holder's row; true when this call removed it. */
    async remove(holder: InstallHolder, moduleId: number, trx: Db = db): Promise<boolean> {
      const rows = await held(table(trx, 'installs'), holder).where({ module_id: moduleId }).delete().returning('id');
      return rows.length === 1;
    },
    async has(holder: InstallHolder, moduleId: number, trx: Db = db): Promise<boolean> {
      return Boolean(await held(table(trx, 'installs'), holder).where({ module_id: moduleId }).first('id'));
    },
    /** Whether a module providing this integration or utility applies in the scope. */
    async provides(scope: ModuleScope, provided: { integration?: string; utility?: string }, trx: Db = db): Promise<boolean> {
      const query = table(trx, 'installs as i')
        .join('marketplace.modules as m', 'm.id', 'i.module_id')
        .whereRaw('m.provides @> ?::jsonb', [JSON.stringify(provided)]);
      return Boolean(await inScope(query, scope, 'i.').first('i.id'));
    },
  };
}
export type InstallsRepository = ReturnType<typeof installsRepository>;
