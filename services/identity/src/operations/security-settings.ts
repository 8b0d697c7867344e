import type { Knex } from 'knex';
import { httpError, type AtlasApp } from '@atlas/service-kit';
import { platformSettingsRepository, type PlatformSettingsRow } from '../repositories/platform-settings';
import { usersRepository, type UserRow } from '../repositories/users';
import type { SecuritySettings, SecuritySettingsChanges } from '../schemas/security';
import { publishPlatformSettingsChanged, type PlatformSettingsChangedPayload } from '../events/settings-changed';
import { twoFactorEnabled } from './two-factor';
import { forgetEveryUser } from './signed-in-user';

export const TURN_ON_YOUR_OWN_FIRST = 'Turn on two-factor authentication for your own account before requiring it of all staff.';

async function present(db: Knex | Knex.Transaction, row: PlatformSettingsRow): Promise<SecuritySettings> {
  const by = row.updated_by === null ? undefined : await usersRepository(db).findById(row.updated_by);
  return {
    require_staff_two_factor: row.require_staff_two_factor,
    session_lifetime_hours: row.session_lifetime_hours,
    updated_at: row.updated_at ? new Date(row.updated_at).toISOString() : null,
    updated_by: by ? { id: by.id, username: by.username } : null,
  };
}

export async function readSecuritySettings(app: Pick<AtlasApp, 'db'>): Promise<SecuritySettings> {
  return present(app.db, await platformSettingsRepository(app.db).read());
}

/**
 * Staff change the platform's security settings; the change is announced (the audit log records it).
 * Requiring a second factor of staff takes one on the caller's own account first, so they keep the
 * staff tools they are using.
 */
export async function changeSecuritySettings(
  app: Pick<AtlasApp, 'db' | 'events'>,
  staffId: number,
  changes: SecuritySettingsChanges,
): Promise<SecuritySettings> {
  const saved = await app.db.transaction(async (trx) => {
    const settings = platformSettingsRepository(trx);
    const current = await settings.readForUpdate();
    const changed = (['require_staff_two_factor', 'session_lifetime_hours'] as const).filter(
      (field) => changes[field] !== undefined && changes[field] !== current[field],
    );
    if (changed.length === 0) return current;
    if (changes.require_staff_two_factor && !(await twoFactorEnabled(trx, staffId))) {
      throw httpError(409, TURN_ON_YOUR_OWN_FIRST);
    }
    const next = await settings.update(Object.fromEntries(changed.map((field) => [field, changes[field]])), staffId);
    const payload: PlatformSettingsChangedPayload = {
      require_staff_two_factor: next.require_staff_two_factor,
      session_lifetime_hours: next.session_lifetime_hours,
      changed,
    };
    await publishPlatformSettingsChanged(app, trx, payload);
    forgetEveryUser(app.db, trx);
    return next;
  });
  return present(app.db, saved);
}

/**
 * What a sign-in or a refresh issues under the settings now: how long a new session lasts, and
 * whether this account's tokens are staff's (a staff account without a second factor, while staff
 * must have one, gets a token without staff rights that says why).
 */
export async function sessionPolicy(db: Knex | Knex.Transaction, user: UserRow) {
  const settings = await platformSettingsRepository(db).read();
  const staffTwoFactorPending = user.is_staff && settings.require_staff_two_factor && !(await twoFactorEnabled(db, user.id));
  return { lifetimeSeconds: settings.session_lifetime_hours * 3600, staffTwoFactorPending };
}
