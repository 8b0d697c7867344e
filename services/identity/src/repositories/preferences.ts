import type { Knex } from 'knex';
import type { EmailCategory } from '../schemas/preferences';
import { table } from './db';

export interface PreferencesRow {
  user_id: number;
  theme: string;
  language: string;
  timezone: string;
  emails: Partial<Record<EmailCategory, boolean>>;
  updated_at: Date;
}

export type PreferencesValues = Omit<PreferencesRow, 'user_id' | 'updated_at'>;

export function preferencesRepository(db: Knex | Knex.Transaction) {
  return {
    find: (userId: number): Promise<PreferencesRow | undefined> => table(db, 'user_preferences').where({ user_id: userId }).first(),

    /** Locks the row (when there is one) so two saves of the same user merge one after the other. */
    findForUpdate: (userId: number): Promise<PreferencesRow | undefined> =>
      table(db, 'user_preferences').where({ user_id: userId }).forUpdate().first(),

    async save(userId: number, values: PreferencesValues): Promise<PreferencesRow> {
      const row = { user_id: userId, ...values, emails: JSON.stringify(values.emails), updated_at: db.fn.now() };
      const [saved] = await table(db, 'user_preferences').insert(row).onConflict('user_id').merge().returning('*');
      return saved;
    },
  };
}
