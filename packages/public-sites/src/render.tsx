import { islandScript, pageUsesIsland, someBlock, type BlockDefinition } from '@atlas/blocks';
import { Notice, PageContent, renderDocument, SiteFrame } from './document';
import { publicSiteCsp } from './csp';
import { homeHref, pagesBase, publicOrigin } from './links';
import type { RenderedPage } from './page-cache';
import type { SitesClient } from './sites-client';
import type { ContentClient, ImageInfo } from './content-client';
import { imagesFor, withResponsiveImages } from './responsive-images';
import { withLiveProducts, type CommerceClient } from './commerce-client';
import { MENUS_FAILED_MS, menusNeedIsland, NO_MENUS, siteMenusFor, type MenusClient, type SiteMenus } from './menus-client';
import type { LockedSite, PagePreviewData, PublicPageData, PublicSite, PublicSiteData } from './types';
import { MARKETPLACE_FAILED_MS, NO_MODULES, type MarketplaceClient, type SiteModules } from './marketplace-client';
import { integrationsFor, NO_INTEGRATIONS, type PageIntegrations } from './integrations';
import { jsonLdText, pageStructuredData, productsOf } from './structured-data';
import { declarativeDefinitions, hasDeclarativeBlocks } from './declarative-blocks';
import { PreviewBanner, PREVIEW_HEADERS, type Preview } from './preview';

// Turns what the sites service answers into the visitor's response: the page, or the right notice
// (unavailable, under construction, maintenance, password, not found) with its status and headers.

export const SITE_NOT_FOUND = 'Site not found or not published yet.';
export const SITE_FAILED = 'Failed to load site. Please try again later.';

export interface RenderContext {
  slug: string;
  pageSlug?: string;
  live: boolean;
  /** The visitor's unlock token for a protected site. */
  access?: string;
  origin: string;
  /** The path asked for (for Retry links, aria-current and the password form's return); on a site's own host without `/{slug}`. */
  path: string;
  /** Set on the site's own host (ATLAS_SITES_DOMAIN): its primary origin; links carry no `/{slug}` and owner code runs unsandboxed. */
  ownOrigin?: string;
}

const PUBLIC_CACHE = 'public, max-age=60';
const PRIVATE_CACHE = 'private, no-store';
const PRODUCTS_CACHE = 'public, max-age=10';
/** How long a page keeps the builder's last picks when the shop did not answer, before asking again. */
const STALE_PRODUCTS_MS = 5_000;

function html(
  status: number,
  body: string,
  options: { slugs: string[]; cacheable: boolean; cacheControl?: string; csp: string; headers?: Record<string, string> },
): RenderedPage {
  return {
    status,
    body,
    contentType: 'text/html; charset=utf-8',
    siteSlugs: options.slugs,
    cacheable: options.cacheable,
    headers: {
      'cache-control': options.cacheControl ?? (status === 200 ? PUBLIC_CACHE : 'no-cache'),
      'content-security-policy': options.csp,
      ...options.headers,
    },
  };
}

/** 'Site Unavailable': not found / not published, or the service failed. */
export function unavailablePage(
  ctx: Pick<RenderContext, 'slug' | 'origin' | 'path' | 'ownOrigin'>,
  reason: 'not-found' | 'failed',
): RenderedPage {
  const body = renderDocument(
    { lang: 'en', title: 'Site Unavailable', description: reason === 'failed' ? SITE_FAILED : SITE_NOT_FOUND, noindex: true },
    <main id="main" className="site-main">
      <Notice title="Site Unavailable" message={reason === 'failed' ? SITE_FAILED : SITE_NOT_FOUND}>
        <div className="site-actions">
          {/* a site's own host has no dashboard: its visitors get Retry alone */}
          {!ctx.ownOrigin && (
            <a className="site-button" href="/dashboard">
              Go to Dashboard
            </a>
          )}
          <a className="site-button site-button--outline" href={ctx.path}>
            Retry
          </a>
        </div>
      </Notice>
    </main>,
  );
  const failed = reason === 'failed';
  return html(failed ? 502 : 404, body, {
    slugs: [ctx.slug],
    cacheable: !failed,
    cacheControl: 'no-cache',
    csp: publicSiteCsp({ origin: ctx.origin, ownerCode: false }),
  });
}

function headFor(
  site: Pick<PublicSite, 'default_language' | 'name' | 'favicon' | 'primary_color'> & Partial<PublicSite>,
  title: string,
  description: string,
  ctx: RenderContext,
) {
  return {
    lang: site.default_language,
    title,
    description,
    keywords: site.meta_keywords || undefined,
    noindex: site.allow_indexing === false,
    canonical: `${publicOrigin(ctx)}${ctx.path}`,
    ogImage: site.og_image || undefined,
    siteName: site.name,
    favicon: site.favicon || undefined,
    primaryColor: site.primary_color,
    theme: site.theme,
    siteTheme: site.site_theme,
  };
}

export function passwordPage(locked: LockedSite, ctx: RenderContext, error?: string): RenderedPage {
  const site = locked.site;
  const base = pagesBase(ctx);
  const body = renderDocument(
    {
      ...headFor(site, `${site.name} — Password required`, `${site.name} is password protected.`, ctx),
      noindex: true,
      canonical: undefined,
    },
    <SiteFrame site={site} menu={[]} base={base} current={ctx.path}>
      <Notice title="This site is password protected" message="Enter the password to view this site.">
        <form className="site-password" method="post" action={ctx.ownOrigin ? '/_unlock' : `/${ctx.slug}/_unlock`}>
          <input type="hidden" name="next" value={ctx.path} />
          <label htmlFor="site-password">Password</label>
          <input id="site-password" name="password" type="password" autoComplete="current-password" required maxLength={128} />
          {error && (
            <p className="site-error" role="alert">
              {error}
            </p>
          )}
          <button className="site-button" type="submit">
            Unlock
          </button>
        </form>
      </Notice>
    </SiteFrame>,
  );
  return html(401, body, {
    slugs: [ctx.slug],
    cacheable: false,
    cacheControl: PRIVATE_CACHE,
    csp: publicSiteCsp({ origin: ctx.origin, ownerCode: false }),
  });
}

function maintenancePage(site: PublicSite, ctx: RenderContext): RenderedPage {
  const body = renderDocument(
    { ...headFor(site, `${site.name} — Under maintenance`, `${site.name} is undergoing maintenance.`, ctx), noindex: true },
    <SiteFrame site={site} menu={[]} base={pagesBase(ctx)} current={ctx.path}>
      <Notice title="We’ll be back soon" message={`${site.name} is undergoing maintenance. Please check back shortly.`} />
    </SiteFrame>,
  );
  return html(503, body, {
    slugs: [ctx.slug],
    cacheable: true,
    cacheControl: 'no-cache',
    csp: publicSiteCsp({ origin: ctx.origin, ownerCode: false }),
    headers: { 'retry-after': '3600' },
  });
}

function underConstructionPage(data: PublicSiteData, ctx: RenderContext, menus: SiteMenus = NO_MENUS): RenderedPage {
  const { site } = data;
  const island = menusNeedIsland(menus) ? islandScript : undefined;
  const body = renderDocument(
    headFor(site, site.meta_title || site.name, site.meta_description || `${site.name} is coming soon.`, ctx),
    <SiteFrame site={site} menu={data.navigation?.structure ?? []} menus={menus} base={pagesBase(ctx)} current={ctx.path}>
      <Notice title={site.name} message="This site is under construction" />
    </SiteFrame>,
    { customCss: site.custom_css, island, formEndpoint: `/api/builder/public_site/${site.slug}/forms/` },
  );
  return {
    ...html(200, body, { slugs: [ctx.slug], cacheable: true, csp: publicSiteCsp({ origin: ctx.origin, island, ownerCode: false }) }),
    maxAgeMs: menus.failed ? MENUS_FAILED_MS : undefined,
  };
}

function pageNotFound(
  site: PublicSite,
  navigation: PublicSiteData['navigation'],
  ctx: RenderContext,
  menus: SiteMenus = NO_MENUS,
): RenderedPage {
  const base = pagesBase(ctx);
  const island = menusNeedIsland(menus) ? islandScript : undefined;
  const body = renderDocument(
    {
      ...headFor(site, `Page not found — ${site.name}`, `This page of ${site.name} does not exist.`, ctx),
      noindex: true,
      canonical: undefined,
    },
    <SiteFrame site={site} menu={navigation?.structure ?? []} menus={menus} base={base} current={ctx.path}>
      <Notice title="Page not found" message="The page you are looking for does not exist or is not published.">
        <div className="site-actions">
          <a className="site-button" href={homeHref(base)}>
            Go to the home page
          </a>
        </div>
      </Notice>
    </SiteFrame>,
    { customCss: site.custom_css, island, formEndpoint: `/api/builder/public_site/${site.slug}/forms/` },
  );
  return {
    ...html(404, body, {
      slugs: [ctx.slug],
      cacheable: true,
      cacheControl: 'no-cache',
      csp: publicSiteCsp({ origin: ctx.origin, island, ownerCode: false }),
    }),
    maxAgeMs: menus.failed ? MENUS_FAILED_MS : undefined,
  };
}

const usesRawHtml = (blocks: unknown): boolean => someBlock(blocks, (block) => block.type === 'html');

/**
 * A published page. `missing`: the visitor asked for a page that does not exist and the service fell back
 * to the home page — the visitor sees the home page under a notice, crawlers get a 404.
 */
export function sitePage(
  data: PublicPageData,
  ctx: RenderContext,
  missing = false,
  images: Map<string, ImageInfo> = new Map(),
  products: { live: boolean; stale: boolean } = { live: false, stale: false },
  menus: SiteMenus = NO_MENUS,
  /** What the site's owner installed from the marketplace, and the page's marketplace block types. */
  marketplace: { modules: SiteModules; declarative?: Record<string, BlockDefinition> } = { modules: NO_MODULES },
  /** A draft shown through a preview link: the same page, under a banner, unindexed, uncounted and never shared. */
  preview?: Preview,
): RenderedPage {
  const { site, page } = data;
  const base = pagesBase(ctx);
  const title = page.meta_title || (page.is_home_page && site.meta_title) || `${page.title} — ${site.name}`;
  const description = page.meta_description || site.meta_description || site.description || `${page.title} on ${site.name}`;
  const island = pageUsesIsland(page.blocks) || menusNeedIsland(menus) ? islandScript : undefined;
  const ownerCode = Boolean(site.custom_js?.trim()) || usesRawHtml(page.blocks);
  // Visits are counted unless the owner turned analytics off; the fallback page for a missing page is not a visit to it, nor is a preview.
  const trackedSite = site.analytics_enabled !== false && !missing && !preview ? site.slug : undefined;
  // Third-party trackers, the consent banner and JSON-LD: only while their module is installed (the fallback page and a preview get none).
  const integrations: PageIntegrations = missing || preview ? NO_INTEGRATIONS : integrationsFor(site, marketplace.modules);
  const siteUrl = `${publicOrigin(ctx)}${homeHref(base)}`;
  const jsonLd = integrations.structuredData
    ? jsonLdText(
        pageStructuredData(
          {
            origin: publicOrigin(ctx),
            siteUrl,
            siteName: site.name,
            siteDescription: site.description || undefined,
            language: site.default_language,
            url: `${publicOrigin(ctx)}${ctx.path}`,
            title,
            description,
            isHome: page.is_home_page,
            updatedAt: page.updated_at,
          },
          productsOf(page.blocks),
        ),
      )
    : undefined;
  const body = renderDocument(
    missing
      ? { ...headFor(site, title, description, ctx), noindex: true, canonical: `${publicOrigin(ctx)}${homeHref(base)}` }
      : preview
        ? { ...headFor(site, title, description, ctx), noindex: true, canonical: undefined }
        : headFor(site, title, description, ctx),
    <>
      <SiteFrame site={site} menu={data.navigation?.structure ?? []} menus={menus} base={base} current={ctx.path}>
        {missing && (
          <p className="site-fallback" role="status">
            The page you asked for does not exist, so here is the home page.
          </p>
        )}
        <PageContent title={page.title} blocks={page.blocks} definitions={marketplace.declarative} />
      </SiteFrame>
      {preview && <PreviewBanner preview={preview} lang={site.default_language} />}
    </>,
    {
      customCss: site.custom_css,
      customJs: site.custom_js,
      island,
      formEndpoint: `/api/builder/public_site/${site.slug}/forms/`,
      trackedSite,
      integrations: { siteSlug: site.slug, page: integrations },
      jsonLd,
    },
  );
  const locked = site.password_protected || Boolean(preview);
  return {
    ...html(missing ? 404 : 200, withResponsiveImages(body, images), {
      slugs: [ctx.slug],
      cacheable: !locked,
      // Prices and stock move: a browser keeps a page with products briefly, the renderer until the catalogue changes.
      cacheControl: locked ? PRIVATE_CACHE : missing ? 'no-cache' : products.live ? PRODUCTS_CACHE : PUBLIC_CACHE,
      csp: publicSiteCsp({
        origin: ctx.origin,
        island,
        ownerCode,
        ownHost: Boolean(ctx.ownOrigin),
        tracker: Boolean(trackedSite),
        integrations,
      }),
      headers: preview ? PREVIEW_HEADERS : undefined,
    }),
    showsProducts: products.live,
    maxAgeMs: products.stale
      ? STALE_PRODUCTS_MS
      : menus.failed
        ? MENUS_FAILED_MS
        : marketplace.modules.failed
          ? MARKETPLACE_FAILED_MS
          : undefined,
  };
}

/**
 * Everything a visitor can be answered at /{site}[/{page}]; `content` gives stored images their sizes and
 * srcsets, `commerce` today's price and availability to product blocks, `menus` the site's header and footer menus.
 */
export async function renderSiteRequest(
  client: SitesClient,
  ctx: RenderContext,
  content?: ContentClient,
  commerce?: CommerceClient,
  menusService?: MenusClient,
  marketplace?: MarketplaceClient,
): Promise<RenderedPage> {
  // The menus (and what the owner installed) are asked for beside the site and page; a site that is not shown ignores them.
  const menusAnswer = siteMenusFor(menusService, ctx.slug, content).catch(() => ({ ...NO_MENUS, failed: true }));
  const modulesAnswer = marketplace
    ? marketplace.modules(ctx.slug).catch(() => ({ ...NO_MODULES, failed: true }))
    : Promise.resolve(NO_MODULES);
  const siteAnswer = await client.site(ctx.slug, ctx.access);
  if (siteAnswer.kind === 'failed') return unavailablePage(ctx, 'failed');
  if (siteAnswer.kind === 'not-found') return unavailablePage(ctx, 'not-found');
  if (siteAnswer.kind === 'locked') return passwordPage(siteAnswer.data, ctx);
  const siteData = siteAnswer.data;
  if (siteData.site.maintenance_mode) return maintenancePage(siteData.site, ctx);
  if (siteData.pages.length === 0) return underConstructionPage(siteData, ctx, await menusAnswer);

  // The home page is asked for by its slug: /api/builder/public/{slug}/ alone would be ambiguous for a site named 'primary'.
  const home = siteData.pages.find((p) => p.is_home_page) ?? siteData.pages[0];
  const pageAnswer = await client.page(ctx.slug, ctx.pageSlug ?? home.slug, ctx.access);
  if (pageAnswer.kind === 'failed') return unavailablePage(ctx, 'failed');
  if (pageAnswer.kind === 'locked') return passwordPage(pageAnswer.data, ctx);
  if (pageAnswer.kind === 'not-found') return pageNotFound(siteData.site, siteData.navigation, ctx, await menusAnswer);
  return drawPage(pageAnswer.data, ctx, { content, commerce, marketplace, menus: menusAnswer, modules: modulesAnswer });
}

/** The page with what the other services add to it (image sizes, live products, menus, installed modules). */
async function drawPage(
  answer: PublicPageData,
  ctx: RenderContext,
  services: {
    content?: ContentClient;
    commerce?: CommerceClient;
    marketplace?: MarketplaceClient;
    menus: Promise<SiteMenus>;
    modules: Promise<SiteModules>;
  },
  preview?: Preview,
): Promise<RenderedPage> {
  const blocks = answer.page.blocks;
  const [images, products, menus, modules, declarative] = await Promise.all([
    imagesFor(services.content, blocks),
    withLiveProducts(services.commerce, blocks, { id: answer.site.id, pagesBase: pagesBase(ctx) }),
    services.menus,
    services.modules,
    hasDeclarativeBlocks(blocks) ? declarativeDefinitions(blocks, services.marketplace) : undefined,
  ]);
  const data = { ...answer, page: { ...answer.page, blocks: products.blocks } };
  return sitePage(data, ctx, Boolean(answer.fallback), images, products, menus, { modules, declarative }, preview);
}

/**
 * /preview/{token} of a page: its current draft drawn by the same code as the public page, whatever the site's
 * publication or password (the link is the permission).
 */
export async function renderPagePreview(
  answer: PagePreviewData,
  ctx: Pick<RenderContext, 'origin' | 'path' | 'ownOrigin'>,
  content?: ContentClient,
  commerce?: CommerceClient,
  menusService?: MenusClient,
  marketplace?: MarketplaceClient,
): Promise<RenderedPage> {
  const { preview, ...data } = answer;
  const slug = data.site.slug;
  const siteCtx: RenderContext = { ...ctx, slug, pageSlug: data.page.slug, live: false };
  const menus = siteMenusFor(menusService, slug, content).catch(() => ({ ...NO_MENUS, failed: true }));
  const modules = marketplace ? marketplace.modules(slug).catch(() => ({ ...NO_MODULES, failed: true })) : Promise.resolve(NO_MODULES);
  return drawPage(data, siteCtx, { content, commerce, marketplace, menus, modules }, preview);
}

const xmlEscape = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** /{site}/sitemap.xml and /{site}/robots.txt, when the site generates them. */
export async function renderSiteFile(
  client: SitesClient,
  ctx: RenderContext,
  file: 'sitemap.xml' | 'robots.txt',
  /** The site's blog posts, listed in its sitemap under /{site}/blog/{post}. */
  posts?: () => Promise<{ slug: string; updated_at: string }[]>,
  /** The site's shop addresses (`/shop`, categories, products), under its pages; none when its shop is closed or silent. */
  shopPaths?: (siteId: number) => Promise<string[]>,
): Promise<RenderedPage | null> {
  const answer = await client.site(ctx.slug);
  if (answer.kind === 'failed')
    return {
      status: 502,
      body: 'Failed to load site. Please try again later.\n',
      contentType: 'text/plain; charset=utf-8',
      siteSlugs: [ctx.slug],
      cacheable: false,
      headers: { 'cache-control': 'no-cache' },
    };
  if (answer.kind !== 'ok' || !answer.data.site.auto_generate_sitemap || answer.data.site.maintenance_mode) return null;
  const { site, pages } = answer.data;
  const base = `${publicOrigin(ctx)}${pagesBase(ctx)}`;
  const home = `${publicOrigin(ctx)}${homeHref(pagesBase(ctx))}`;
  const file200 = (body: string, contentType: string): RenderedPage => ({
    status: 200,
    body,
    contentType,
    siteSlugs: [ctx.slug],
    cacheable: true,
    headers: { 'cache-control': 'public, max-age=300' },
  });
  if (file === 'robots.txt') {
    const rules = site.allow_indexing ? `User-agent: *\nAllow: ${homeHref(pagesBase(ctx))}\n` : 'User-agent: *\nDisallow: /\n';
    return file200(`${rules}Sitemap: ${base}/sitemap.xml\n`, 'text/plain; charset=utf-8');
  }
  if (!site.allow_indexing)
    return file200(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urlset>\n',
      'application/xml; charset=utf-8',
    );
  const urls = pages.map((p) => {
    const loc = p.is_home_page ? home : `${base}/${p.slug}`;
    const lastmod = p.updated_at ? `<lastmod>${xmlEscape(p.updated_at.slice(0, 10))}</lastmod>` : '';
    return `<url><loc>${xmlEscape(loc)}</loc>${lastmod}</url>`;
  });
  for (const post of posts ? await posts() : []) {
    urls.push(
      `<url><loc>${xmlEscape(`${base}/blog/${post.slug}`)}</loc><lastmod>${xmlEscape(post.updated_at.slice(0, 10))}</lastmod></url>`,
    );
  }
  for (const path of shopPaths ? await shopPaths(site.id).catch(() => []) : []) {
    urls.push(`<url><loc>${xmlEscape(`${base}${path}`)}</loc></url>`);
  }
  return file200(
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`,
    'application/xml; charset=utf-8',
  );
}
