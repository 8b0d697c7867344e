import { httpError, MAX_ID, type AuthUser } from '@atlas/service-kit';
import type { Deps } from '../deps';
import type { SiteScope } from '../operations/overview';

/** `?site=` empty means all the caller's sites; a site of someone else's is a 404, as if it did not exist. */
export async function siteScope(deps: Deps, user: AuthUser, site: string | undefined): Promise<SiteScope> {
  if (!site) return { ownerId: user.id, site: null, siteIds: await deps.sites.idsOwnedBy(user.id) };
  const id = Number(site);
  if (!Number.isInteger(id) || id > MAX_ID) throw httpError(400, 'site must be a site id or empty (all your sites)');
  // The kit's one rule: the owner, or staff reading; the figures are the site owner's.
  const row = await deps.access.requireSite(user, id, 'read');
  return { ownerId: row.owner_id, site: id, siteIds: [id] };
}
