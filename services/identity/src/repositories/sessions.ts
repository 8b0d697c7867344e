import type { Knex } from 'knex';
import { table } from './db';

export interface SessionRow {
  id: string;
  user_id: number;
  user_agent: string;
  ip: string;
  created_at: Date;
  last_used_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
}

/** Sign-ins: created by login and register, touched by refresh, ended by a revocation. */
export function sessionsRepository(db: Knex | Knex.Transaction) {
  return {
    async create(session: { id: string; user_id: number; user_agent: string; ip: string; expires_at: Date }): Promise<void> {
      await table(db, 'sessions').insert(session);
    },

    find: (id: string): Promise<SessionRow | undefined> => table(db, 'sessions').where({ id }).first(),

    touch: (id: string) => table(db, 'sessions').where({ id }).update({ last_used_at: db.fn.now() }),

    /** The user's sign-ins that have not ended, the latest used first. */
    active: (userId: number): Promise<SessionRow[]> =>
      table(db, 'sessions')
        .where({ user_id: userId })
        .whereNull('revoked_at')
        .andWhere('expires_at', '>', new Date())
        .orderBy('last_used_at', 'desc'),

    /** Ends these sessions; resolves with the ids that were still open. */
    async revoke(ids: string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows: { id: string }[] = await table(db, 'sessions')
        .whereIn('id', ids)
        .whereNull('revoked_at')
        .update({ revoked_at: db.fn.now() }, ['id']);
      return rows.map((row) => row.id);
    },

    /** The ids of the user's open sessions, but `except`. */
    async openIds(userId: number, except?: string): Promise<string[]> {
      const query = table(db, 'sessions').where({ user_id: userId }).whereNull('revoked_at').andWhere('expires_at', '>', new Date());
      if (except) query.whereNot({ id: except });
      return (await query.select('id')).map((row: { id: string }) => row.id);
    },

    deleteExpiredBefore: (before: Date): Promise<number> => table(db, 'sessions').where('expires_at', '<', before).delete(),
  };
}
