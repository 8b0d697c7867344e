import type { Knex } from 'knex';

const FAILURES = 'identity.login_failures';

/**
 * Failed sign-ins, counted per username and per address in a sliding window. Kept in the database
 * so every identity process counts the same failures; successful traffic is never counted.
 */
export function loginFailuresRepository(db: Knex | Knex.Transaction) {
  return {
    record: (subjects: string[]) => db(FAILURES).insert(subjects.map((subject) => ({ subject }))),

    /** Failures since `since`, and when the oldest of them happened (to tell when the window frees up). */
    async count(subject: string, since: Date): Promise<{ count: number; oldest?: Date }> {
      const row = await db(FAILURES)
        .where({ subject })
        .andWhere('failed_at', '>', since)
        .first(db.raw('count(*)::int as count'), db.raw('min(failed_at) as oldest'));
      return { count: Number(row?.count ?? 0), oldest: row?.oldest ? new Date(row.oldest) : undefined };
    },

    clear: (subject: string) => db(FAILURES).where({ subject }).delete(),

    prune: (before: Date) => db(FAILURES).where('failed_at', '<', before).delete(),
  };
}
