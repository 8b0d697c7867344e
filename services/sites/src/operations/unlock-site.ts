import { httpError } from '@atlas/service-kit';
import type { SiteRow } from '../repositories/sites';
import type { SiteUnlocked } from '../schemas/public';
import { withDefaults } from '../schemas/settings';
import { siteAccessToken, sitePasswordMatches } from './site-password';

export const INCORRECT_PASSWORD = 'Incorrect password';

/**
 * A visitor's password for a protected site: the right one gets a token for `x-site-access`. The token
 * is bound to the stored password hash, so changing the password locks every visitor out again.
 */
export function unlockSite(site: SiteRow, password: string): SiteUnlocked {
  if (!withDefaults(site.settings).password_protected || !site.password_hash) return { success: true, token: null };
  if (!sitePasswordMatches(password, site.password_hash)) throw httpError(403, INCORRECT_PASSWORD, { success: false });
  return { success: true, token: siteAccessToken(site.id, site.password_hash) };
}
