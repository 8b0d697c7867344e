import { httpError, MAX_ID, type AuthUser } from '@atlas/service-kit';
import type { Deps } from '../deps';
import type { SiteCopyRow as SiteRow } from '@atlas/service-kit';

/**
 * The sites a page-speed view covers: `?site=` empty means all the sites the caller may open (owned
 * or a member of; every site for staff); one site needs a viewer's role on it (staff read any). A site
 * the caller has no role on is a 404, as if it did not exist.
 */
export async function sitesInView(deps: Deps, user: AuthUser, site: string | undefined): Promise<SiteRow[] | null> {
  if (!site) return user.is_staff ? null : deps.sites.visibleTo(user.id);
  const id = Number(site);
  if (!Number.isInteger(id) || id > MAX_ID) throw httpError(400, 'site must be a site id or empty (all your sites)');
  return [await deps.access.requireSite(user, id, 'viewer')];
}

/** `?hours=` as a number (24 by default). */
export const hoursOf = (hours: string | undefined) => Number(hours ?? 24);
