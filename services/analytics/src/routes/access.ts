import { httpError, MAX_ID, type AuthUser } from '@atlas/service-kit';
import type { Deps } from '../deps';
import type { SiteScope } from '../operations/overview';

/**
 * `?site=` empty means all the sites the caller may open (owned or a member of); one site needs a
 * viewer's role on it (staff read every site). A site the caller has no role on is a 404, as if it did not exist.
 */
export async function siteScope(deps: Deps, user: AuthUser, site: string | undefined): Promise<SiteScope> {
  if (!site) {
    const sites = await deps.repos.sites.visibleTo(user.id);
    return { site: null, siteIds: sites.map((row) => row.id), goalOwners: [...new Set([user.id, ...sites.map((row) => row.owner_id)])] };
  }
  const id = Number(site);
  if (!Number.isInteger(id) || id > MAX_ID) throw httpError(400, 'site must be a site id or empty (all your sites)');
  const row = await deps.access.requireSite(user, id, 'viewer');
  return { site: id, siteIds: [id], goalOwners: [row.owner_id] };
}
