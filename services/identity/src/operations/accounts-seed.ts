import type { AtlasApp } from '@atlas/service-kit';
import { hashPassword, verifyPassword } from './passwords';
import { usersRepository } from '../repositories/users';
import { revokeUserSessions } from './session-revocation';
import { publishUserRegistered } from '../events/user-registered';
import { ADMIN_ACCOUNT, DEMO_ACCOUNT } from '../seed/accounts';

const DEVELOPMENT_ADMIN_PASSWORD = 'admin1234';

export function resolveAdminPassword(env: NodeJS.ProcessEnv = process.env): string {
  if (env.ATLAS_ADMIN_PASSWORD) return env.ATLAS_ADMIN_PASSWORD;
  if (env.NODE_ENV === 'production') {
    throw new Error(
      'ATLAS_ADMIN_PASSWORD is required when NODE_ENV=production: it becomes the password of the staff account "admin" on first start',
    );
  }
  return DEVELOPMENT_ADMIN_PASSWORD;
}

/** Creates an account unless its username exists; announces it like a registration. True when created. */
async function ensureAccount(
  app: AtlasApp,
  account: { username: string; email: string; password: string; is_staff?: boolean; is_demo?: boolean },
): Promise<boolean> {
  if (await usersRepository(app.db).findByLogin(account.username)) return false;
  const password_hash = await hashPassword(account.password);
  try {
    await app.db.transaction(async (trx) => {
      const { password: _password, ...fields } = account;
      const user = await usersRepository(trx).create({ ...fields, password_hash });
      await publishUserRegistered(app, trx, user);
    });
    app.log.info({ username: account.username }, 'created default account');
    return true;
  } catch (error) {
    // Another identity process created it between the check and the insert.
    if ((error as { code?: string }).code !== '23505') throw error;
    return false;
  }
}

/**
 * ATLAS_ADMIN_PASSWORD set to something else than the seeded admin's password: the operator
 * rotated it, so it replaces the old one and signs the admin out everywhere.
 */
async function applyAdminPassword(app: AtlasApp, password: string): Promise<void> {
  const admin = await usersRepository(app.db).findByLogin(ADMIN_ACCOUNT.username);
  // Only the seeded staff account: never someone else who signs in as "admin" by email.
  if (!admin || admin.username !== ADMIN_ACCOUNT.username || !admin.is_staff) return;
  if (await verifyPassword(password, admin.password_hash)) return;
  const password_hash = await hashPassword(password);
  await app.db.transaction(async (trx) => {
    await usersRepository(trx).setPasswordHash(admin.id, password_hash);
    await revokeUserSessions(app, trx, admin.id, 'admin_password');
  });
  app.log.info({ username: admin.username }, 'admin password changed from ATLAS_ADMIN_PASSWORD');
}

/**
 * First start: the staff account `admin` and, outside production, the demo owner. Idempotent:
 * a restart finds them and creates nothing; only an explicitly set ATLAS_ADMIN_PASSWORD that
 * differs from the admin's password replaces it (the development default never does).
 */
export async function seedDefaultAccounts(app: AtlasApp): Promise<void> {
  const adminPassword = resolveAdminPassword();
  const created = await ensureAccount(app, { ...ADMIN_ACCOUNT, password: adminPassword, is_staff: true });
  if (!created && process.env.ATLAS_ADMIN_PASSWORD) await applyAdminPassword(app, process.env.ATLAS_ADMIN_PASSWORD);
  if (!app.config.isProduction) {
    await ensureAccount(app, { ...DEMO_ACCOUNT, is_demo: true });
  }
}
