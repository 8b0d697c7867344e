import type { AtlasApp } from '@atlas/service-kit';
import { hashPassword } from './passwords';
import { usersRepository } from './repositories/users';
import { publishUserRegistered } from './events/user-registered';

/** The demo owner whose credentials the login-required screen shows (development only). */
export const DEMO_ACCOUNT = { username: 'demo', password: 'demo1234', email: 'demo@example.com' } as const;
const ADMIN_ACCOUNT = { username: 'admin', email: 'admin@example.com' } as const;
const DEVELOPMENT_ADMIN_PASSWORD = 'admin1234';

export function resolveAdminPassword(env: NodeJS.ProcessEnv = process.env): string {
  if (env.ATLAS_ADMIN_PASSWORD) return env.ATLAS_ADMIN_PASSWORD;
  if (env.NODE_ENV === 'production') {
    throw new Error('ATLAS_ADMIN_PASSWORD is required when NODE_ENV=production: it becomes the password of the staff account "admin" on first start');
  }
  return DEVELOPMENT_ADMIN_PASSWORD;
}

/** Creates an account unless its username exists; announces it like a registration. */
async function ensureAccount(
  app: AtlasApp,
  account: { username: string; email: string; password: string; is_staff?: boolean; is_demo?: boolean },
): Promise<void> {
  if (await usersRepository(app.db).findByLogin(account.username)) return;
  const password_hash = await hashPassword(account.password);
  try {
    await app.db.transaction(async (trx) => {
      const { password: _password, ...fields } = account;
      const user = await usersRepository(trx).create({ ...fields, password_hash });
      await publishUserRegistered(app, trx, user);
    });
    app.log.info({ username: account.username }, 'created default account');
  } catch (error) {
    // Another identity process created it between the check and the insert.
    if ((error as { code?: string }).code !== '23505') throw error;
  }
}

/**
 * First start: the staff account `admin` and, outside production, the demo owner. Idempotent:
 * a restart finds them and changes nothing (an admin password changed since is kept).
 */
export async function seedDefaultAccounts(app: AtlasApp): Promise<void> {
  const adminPassword = resolveAdminPassword();
  await ensureAccount(app, { ...ADMIN_ACCOUNT, password: adminPassword, is_staff: true });
  if (!app.config.isProduction) {
    await ensureAccount(app, { ...DEMO_ACCOUNT, is_demo: true });
  }
}
