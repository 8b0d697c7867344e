import { httpError, MAX_ID, type AuthUser } from '@atlas/service-kit';
import type { Deps } from '../deps';
import type { SiteCopyRow as SiteRow } from '@atlas/service-kit';

/**
 * The sites a page-speed view covers: `?site=` empty means all the caller's sites (every site for
 * staff); someone else's site is a 404, as if it did not exist (staff may read any).
 */
export async function sitesInView(deps: Deps, user: AuthUser, site: string | undefined): Promise<SiteRow[] | null> {
  if (!site) return user.is_staff ? null : deps.sites.ownedBy(user.id);
  const id = Number(site);
  if (!Number.isInteger(id) || id > MAX_ID) throw httpError(400, 'site must be a site id or empty (all your sites)');
  return [await deps.access.requireSite(user, id, 'read')];
}

/** `?hours=` as a number (24 by default). */
export const hoursOf = (hours: string | undefined) => Number(hours ?? 24);
