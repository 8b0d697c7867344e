import type { Knex } from 'knex';
import { table } from './db';

export interface PlatformSettingsRow {
  require_staff_two_factor: boolean;
  session_lifetime_hours: number;
  updated_at: Date | null;
  updated_by: number | null;
}

export type PlatformSettingsChanges = Partial<Pick<PlatformSettingsRow, 'require_staff_two_factor' | 'session_lifetime_hours'>>;

const COLUMNS = ['require_staff_two_factor', 'session_lifetime_hours', 'updated_at', 'updated_by'];

/** The one row of the platform's security settings (migration 008 inserts it). */
export function platformSettingsRepository(db: Knex | Knex.Transaction) {
  return {
    read: (): Promise<PlatformSettingsRow> => table(db, 'platform_settings').where({ id: 1 }).first(COLUMNS),

    /** Locks the row, so two staff saving at once change it one after the other. */
    readForUpdate: (): Promise<PlatformSettingsRow> => table(db, 'platform_settings').where({ id: 1 }).forUpdate().first(COLUMNS),

    async update(changes: PlatformSettingsChanges, by: number): Promise<PlatformSettingsRow> {
      const [row] = await table(db, 'platform_settings')
        .where({ id: 1 })
        .update({ ...changes, updated_at: db.fn.now(), updated_by: by }, COLUMNS);
      return row;
    },
  };
}
