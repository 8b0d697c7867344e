import { decideSiteRole, type SiteRole } from '@atlas/service-kit';
import type { Deps } from '../deps';
import type { SiteRow } from '../repositories/sites';
import type { Site } from '../schemas/sites';
import { siteResponse } from './responses';
import { siteOrigins } from './domains';

/**
 * Sites as their members read them, with their page counts, menus and primary origins (three queries for
 * the whole list) and, where known, the reader's role on each.
 */
export async function presentSites(deps: Pick<Deps, 'repos' | 'env'>, sites: (SiteRow & { role?: SiteRole })[]): Promise<Site[]> {
  const { repos } = deps;
  const ids = sites.map((site) => site.id);
  const [counts, navigations, origins] = await Promise.all([
    repos.pages.countBySites(ids),
    repos.navigations.listBySites(ids),
    siteOrigins(deps, sites),
  ]);
  const navigationOf = new Map(navigations.map((navigation) => [navigation.site_id, navigation]));
  return sites.map((site) => ({
    ...siteResponse(site, {
      pagesCount: counts.get(site.id) ?? 0,
      navigation: navigationOf.get(site.id),
      primaryOrigin: origins.get(site.id) ?? null,
    }),
    ...(site.role ? { role: site.role } : {}),
  }));
}

export async function presentSite(deps: Pick<Deps, 'repos' | 'env'>, site: SiteRow, role?: SiteRole): Promise<Site> {
  const [answer] = await presentSites(deps, [{ ...site, role }]);
  return answer;
}

/** The sites the caller owns or is a member of, each with their role; staff asking for all get everyone's. */
export async function listSites(deps: Deps, user: { id: number; is_staff: boolean }, all: boolean): Promise<Site[]> {
  if (all && user.is_staff) {
    const sites = await deps.repos.sites.listAll();
    const roles = await deps.repos.members.rolesOf(user.id);
    return presentSites(
      deps,
      sites.map((site) => ({ ...site, role: decideSiteRole(user, site, roles.get(site.id), 'read').role! })),
    );
  }
  return presentSites(deps, await deps.repos.sites.listVisibleTo(user.id));
}
