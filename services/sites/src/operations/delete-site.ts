import type { Deps } from '../deps';
import type { SiteRow } from '../repositories/sites';
import { publishSiteEvent } from '../events/published';
import { announceSiteDomainsRemoved } from './domains';

/** Deletes a site with everything in it; when it was the owner's primary site, their oldest remaining site takes over. */
export async function deleteSite(deps: Deps, site: SiteRow) {
  const { db, repos, events } = deps;
  await db.transaction(async (trx) => {
    // its domains go with it (cascade); the edge hears of each verified one first
    await announceSiteDomainsRemoved(deps, site, trx);
    await repos.sites.remove(site.id, trx);
    if (site.is_primary) await repos.sites.promoteOldestToPrimary(site.owner_id, trx);
    await publishSiteEvent(events, trx, 'deleted', site);
  });
}
