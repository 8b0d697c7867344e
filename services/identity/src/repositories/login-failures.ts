import type { Knex } from 'knex';
import { table } from './db';

/**
 * Attempts counted per subject in a sliding window: failed sign-ins ("account:<id>", "user:<typed name>" when no account has it, "ip:<address>")
 * and registrations ("register:<address>"). Kept in the database so every identity process counts
 * the same attempts.
 */

export function loginFailuresRepository(db: Knex | Knex.Transaction) {
  return {
    /** Counts an attempt of each subject; now and then deletes attempts older than `keptMs`. */
    async record(subjects: string[], keptMs: number): Promise<void> {
      await table(db, 'login_failures').insert(subjects.map((subject) => ({ subject })));
      // Keep the table small: attempts older than every window no longer count.
      if (Math.random() < 0.05)
        await table(db, 'login_failures')
          .where('failed_at', '<', new Date(Date.now() - keptMs))
          .delete();
    },

    /** Seconds until `subject` has fewer than `limit` attempts in the last `windowMs`; null when it has now. */
    async retryAfterSeconds(subject: string, limit: number, windowMs: number): Promise<number | null> {
      const row = await table(db, 'login_failures')
        .where({ subject })
        .andWhere('failed_at', '>', new Date(Date.now() - windowMs))
        .first(db.raw('count(*)::int as count'), db.raw('min(failed_at) as oldest'));
      if (Number(row?.count ?? 0) < limit) return null;
      const oldest = row?.oldest ? new Date(row.oldest).getTime() : Date.now();
      return Math.max(1, Math.ceil((oldest + windowMs - Date.now()) / 1000));
    },

    clear: (subject: string) => table(db, 'login_failures').where({ subject }).delete(),
  };
}
