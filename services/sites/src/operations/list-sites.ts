import type { Deps } from '../deps';
import type { SiteRow } from '../repositories/sites';
import type { Site } from '../schemas/sites';
import { siteResponse } from './responses';

/** Sites as their owner reads them, with their page counts and menus (two queries for the whole list). */
export async function presentSites({ repos }: Pick<Deps, 'repos'>, sites: SiteRow[]): Promise<Site[]> {
  const ids = sites.map((site) => site.id);
  const [counts, navigations] = await Promise.all([repos.pages.countBySites(ids), repos.navigations.listBySites(ids)]);
  const navigationOf = new Map(navigations.map((navigation) => [navigation.site_id, navigation]));
  return sites.map((site) => siteResponse(site, { pagesCount: counts.get(site.id) ?? 0, navigation: navigationOf.get(site.id) }));
}

export async function presentSite(deps: Pick<Deps, 'repos'>, site: SiteRow): Promise<Site> {
  const [answer] = await presentSites(deps, [site]);
  return answer;
}

/** The caller's sites; staff asking for all get everyone's. */
export async function listSites(deps: Deps, user: { id: number; is_staff: boolean }, all: boolean): Promise<Site[]> {
  const sites = all && user.is_staff ? await deps.repos.sites.listAll() : await deps.repos.sites.listByOwner(user.id);
  return presentSites(deps, sites);
}
