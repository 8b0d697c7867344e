import { httpError } from '@atlas/service-kit';
import type { Deps } from '../deps';
import type { PageRow } from '../repositories/pages';
import type { SiteRow } from '../repositories/sites';
import type { LockedSite, PublicPageData, PublicSiteData } from '../schemas/public';
import { withDefaults } from '../schemas/settings';
import { navigationResponse, publicPage, publicPageSummary, publicSiteResponse } from './responses';
import { siteAccessTokenValid } from './site-password';
import { resolvedSiteTheme } from './site-themes';
import { siteOrigin } from './domains';

export const SITE_UNAVAILABLE = 'Site not found or not published yet.';

/** A site visitors may see: published. Anything else is 404, a draft site as much as a missing one. */
export async function publishedSite({ repos }: Pick<Deps, 'repos'>, slug: string): Promise<SiteRow> {
  const site = await repos.sites.findBySlug(slug);
  if (!site || !site.is_published) throw httpError(404, SITE_UNAVAILABLE);
  return site;
}

/** A password-protected site stays locked until the visitor shows the token its unlock gave. */
export function isLocked(site: SiteRow, accessToken: string | undefined): boolean {
  if (!withDefaults(site.settings).password_protected) return false;
  return !siteAccessTokenValid(accessToken, site.id, site.password_hash);
}

/** The 401 of a locked site: just enough of it to draw the password form. */
export function lockedSite(site: SiteRow): LockedSite {
  const s = publicSiteResponse(site, null, null);
  return {
    detail: 'This site is password protected',
    password_protected: true,
    site: {
      id: s.id,
      name: s.name,
      slug: s.slug,
      logo_url: s.logo_url,
      favicon: s.favicon,
      default_language: s.default_language,
      primary_color: s.primary_color,
    },
  };
}

/** The site with its published pages (home first) and its menu. */
export async function publicSiteData(deps: Pick<Deps, 'repos' | 'env'>, site: SiteRow): Promise<PublicSiteData> {
  const { repos } = deps;
  const [pages, navigation, theme, origin] = await Promise.all([
    repos.pages.listPublishedBySite(site.id),
    repos.navigations.findBySite(site.id),
    resolvedSiteTheme(repos, site.id),
    siteOrigin(deps, site),
  ]);
  return {
    site: publicSiteResponse(site, theme, origin),
    pages: pages.map(publicPageSummary),
    navigation: navigationResponse(navigation, site.id),
  };
}

/**
 * A published page of the site, or its home page: a missing page (or none asked for) falls back to the
 * home page, and `fallback` tells the renderer a page was asked for and not found. A draft is 404.
 */
export async function publicPageData(
  deps: Pick<Deps, 'repos' | 'env'>,
  site: SiteRow,
  pageSlug: string | undefined,
): Promise<PublicPageData> {
  const { repos } = deps;
  let page: PageRow | undefined = pageSlug ? await repos.pages.findBySlug(site.id, pageSlug) : undefined;
  if (page && !page.is_published) throw httpError(404, 'Page not found');
  const fallback = !page && Boolean(pageSlug);
  page ??= await repos.pages.findHome(site.id);
  if (!page || !page.is_published) throw httpError(404, 'Page not found');
  return { ...(await publicPageAnswer(deps, site, page)), fallback };
}

/** A published page as the public renderer reads it (its site with the theme and the primary origin, the navigation): the page's own answer and a preview's. */
export async function publicPageAnswer(
  deps: Pick<Deps, 'repos' | 'env'>,
  site: SiteRow,
  page: PageRow,
): Promise<Omit<PublicPageData, 'fallback'>> {
  const [navigation, theme, origin] = await Promise.all([
    deps.repos.navigations.findBySite(site.id),
    resolvedSiteTheme(deps.repos, site.id),
    siteOrigin(deps, site),
  ]);
  return {
    site: publicSiteResponse(site, theme, origin),
    page: publicPage(page),
    navigation: navigationResponse(navigation, site.id),
  };
}
