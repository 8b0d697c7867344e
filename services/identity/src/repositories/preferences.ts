import type { Knex } from 'knex';
import type { EmailCategory } from '../schemas/preferences';

export interface PreferencesRow {
  user_id: number;
  theme: string;
  language: string;
  timezone: string;
  emails: Partial<Record<EmailCategory, boolean>>;
  updated_at: Date;
}

export type PreferencesValues = Omit<PreferencesRow, 'user_id' | 'updated_at'>;

const PREFERENCES = 'identity.user_preferences';

export function preferencesRepository(db: Knex | Knex.Transaction) {
  return {
    find: (userId: number): Promise<PreferencesRow | undefined> => db(PREFERENCES).where({ user_id: userId }).first(),

    /** Locks the row (when there is one) so two saves of the same user merge one after the other. */
    findForUpdate: (userId: number): Promise<PreferencesRow | undefined> => db(PREFERENCES).where({ user_id: userId }).forUpdate().first(),

    async save(userId: number, values: PreferencesValues): Promise<PreferencesRow> {
      const row = { user_id: userId, ...values, emails: JSON.stringify(values.emails), updated_at: db.fn.now() };
      const [saved] = await db(PREFERENCES).insert(row).onConflict('user_id').merge().returning('*');
      return saved;
    },
  };
}
