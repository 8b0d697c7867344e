import { islandScript } from '@atlas/blocks';
import { publicSiteCsp } from './csp';
import type { renderDocument } from './document';
import { integrationsFor, NO_INTEGRATIONS, type PageIntegrations } from './integrations';
import { publicOrigin } from './links';
import { MARKETPLACE_FAILED_MS, NO_MODULES, type MarketplaceClient, type SiteModules } from './marketplace-client';
import { MENUS_FAILED_MS, menusNeedIsland, NO_MENUS, type SiteMenus } from './menus-client';
import type { RenderedPage } from './page-cache';
import { passwordPage, unavailablePage, type RenderContext } from './render';
import type { SitesClient } from './sites-client';
import type { PublicSite, PublicSiteData } from './types';

// What the site's own pages beyond its builder pages (the blog, the shop) share: the site read or the page a
// visitor gets instead, the head, the menus' island and the marketplace's integrations, and the response's headers.

export const PUBLIC_CACHE = 'public, max-age=60';

/** What a page needs of its site to draw the frame: the public site, or less of it for a preview of a hidden site. */
export type FrameSite = Pick<PublicSite, 'name' | 'slug' | 'logo_url' | 'default_language' | 'favicon' | 'primary_color'> &
  Partial<PublicSite>;

/** The inline scripts of a page: the blocks' island when its menus need it, then the page's own (the shop's). */
const scriptsOf = (menus: SiteMenus, own: string[] = []) => [...(menusNeedIsland(menus) ? [islandScript] : []), ...own];

/** What the page's body gets for its menus (the island when they need it), its own scripts and the marketplace's integrations. */
export const frameExtras = (
  site: FrameSite,
  menus: SiteMenus,
  integrations: PageIntegrations = NO_INTEGRATIONS,
  scripts: string[] = [],
) => ({
  customCss: site.custom_css,
  island: scriptsOf(menus, scripts),
  formEndpoint: `/api/builder/public_site/${site.slug}/forms/`,
  integrations: { siteSlug: site.slug, page: integrations },
});

/** What the owner installed (none without the marketplace; a silent one marks the page to be kept briefly). */
export const modulesOf = (marketplace: MarketplaceClient | undefined, slug: string): Promise<SiteModules> =>
  marketplace ? marketplace.modules(slug).catch(() => ({ ...NO_MODULES, failed: true })) : Promise.resolve(NO_MODULES);

/** The site's integrations for the page (none while the marketplace is silent). */
export const pageIntegrations = (site: PublicSite, modules: SiteModules) => integrationsFor(site, modules);

/** The response of a page in the site's frame: its caching and a policy pinning exactly the scripts it carries. */
export function framedPage(
  status: number,
  body: string,
  ctx: RenderContext,
  options: {
    cacheable?: boolean;
    menus?: SiteMenus;
    modules?: SiteModules;
    integrations?: PageIntegrations;
    /** The page's own inline scripts (beside the menus' island). */
    scripts?: string[];
    tracker?: boolean;
    cacheControl?: string;
    headers?: Record<string, string>;
  } = {},
): RenderedPage {
  const { menus = NO_MENUS, modules = NO_MODULES, integrations } = options;
  return {
    status,
    body,
    contentType: 'text/html; charset=utf-8',
    siteSlugs: [ctx.slug],
    cacheable: options.cacheable ?? true,
    headers: {
      'cache-control': options.cacheControl ?? (status === 200 ? PUBLIC_CACHE : 'no-cache'),
      'content-security-policy': publicSiteCsp({
        origin: ctx.origin,
        island: scriptsOf(menus, options.scripts),
        ownerCode: false,
        ownHost: Boolean(ctx.ownOrigin),
        tracker: options.tracker,
        integrations,
      }),
      ...options.headers,
    },
    maxAgeMs: menus.failed ? MENUS_FAILED_MS : modules.failed ? MARKETPLACE_FAILED_MS : undefined,
  };
}

/** The document's head for a page of the site: its name, theme, favicon and indexing, canonical at the visitor's address. */
export function frameHead(
  site: FrameSite,
  ctx: RenderContext,
  title: string,
  description: string,
  extra: Partial<Parameters<typeof renderDocument>[0]> = {},
) {
  return {
    lang: site.default_language,
    title,
    description,
    noindex: site.allow_indexing === false,
    canonical: `${publicOrigin(ctx)}${ctx.path}`,
    siteName: site.name,
    favicon: site.favicon || undefined,
    primaryColor: site.primary_color,
    theme: site.theme,
    siteTheme: site.site_theme,
    ogImage: site.og_image || undefined,
    ...extra,
  };
}

/** The site as its pages need it, or the page a visitor gets instead (unavailable, password, maintenance). */
export async function siteFor(sites: SitesClient, ctx: RenderContext): Promise<PublicSiteData | RenderedPage> {
  const answer = await sites.site(ctx.slug, ctx.access);
  if (answer.kind === 'failed') return unavailablePage(ctx, 'failed');
  if (answer.kind === 'not-found') return unavailablePage(ctx, 'not-found');
  if (answer.kind === 'locked') return passwordPage(answer.data, ctx);
  if (answer.data.site.maintenance_mode) return unavailablePage(ctx, 'not-found');
  return answer.data;
}

export const isPage = (value: PublicSiteData | RenderedPage): value is RenderedPage => typeof (value as RenderedPage).status === 'number';
