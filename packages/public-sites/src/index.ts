import type { FastifyPluginAsync } from 'fastify';
import { createCacheReporter, type PublishCacheReport } from './cache-report';
import { invalidateOnEvents, isEventSource } from './cache-invalidation';
import { commerceClient } from './commerce-client';
import { contentClient } from './content-client';
import { marketplaceClient } from './marketplace-client';
import { menusClient } from './menus-client';
import { PageCache } from './page-cache';
import { redirectsOf } from './redirects';
import { renderCache } from './render-cache';
import { blogRoutes } from './routes/blog';
import type { RouteDeps } from './routes/deps';
import { searchRoutes } from './routes/search';
import { siteFileRoutes } from './routes/site-files';
import { sitePageRoutes } from './routes/site-pages';
import { shopRoutes } from './routes/shop';
import { previewRoutes } from './routes/previews';
import { dashboardHostRedirects } from './routes/own-origins';
import type { SiteOrigins } from './site-host';
import { sitesClient, type SitesClient } from './sites-client';

// The public sites, rendered on the server: GET /, /{site}, /{site}/{page}, /live/{site}[/{page}], the
// blog, the shop (routes/shop.ts), search, /{site}/sitemap.xml, /{site}/robots.txt, the password form's POST /{site}/_unlock and the
// draft previews /preview/{token}. With `siteOrigins` (ATLAS_SITES_DOMAIN) each site lives on its own host, where the
// gateway hands `/x` over as `/{slug}/x` (site-host.ts); on any other host these addresses answer 308 to the site.
// This plugin wires the services' clients, the page cache and its invalidation; routes/ answers.

export { INVALIDATING_TOPICS } from './cache-invalidation';
export type { GatewayCacheEvent, PublishCacheReport } from './cache-report';
export { publicSiteCsp } from './csp';
export { markSiteHost, siteHostOf, type SiteHost, type SiteOrigins } from './site-host';
export { SITE_SLUG } from './links';

export interface PublicSitesOptions {
  /** The sites service, e.g. http://127.0.0.1:4002. */
  sitesUrl: string;
  /** The content service (blogs), e.g. http://127.0.0.1:4003; without it /{site}/blog answers 404. */
  contentUrl?: string;
  /** The commerce service, e.g. http://127.0.0.1:4008; without it product blocks show the builder's last picks. */
  commerceUrl?: string;
  /** The menus service, e.g. http://127.0.0.1:4004; without it (or when it fails) pages show the builder's navigation. */
  menusUrl?: string;
  /** The marketplace service, e.g. http://127.0.0.1:4007: its integrations, utilities, redirects and declarative blocks; without it pages have none. */
  marketplaceUrl?: string;
  /** An event bus (`subscribe(topics, handler)`) delivering sites.site.* and sites.page.*; without it pages expire after a short TTL. */
  events?: unknown;
  /** How long a rendered page is reused (default 5 min with events, 5 s without). */
  cacheTtlMs?: number;
  /** Receives the page cache's `gateway.cache` figures once per window; without it they are not reported. */
  publishCacheReport?: PublishCacheReport;
  /** How often (default 10 s). */
  cacheReportIntervalMs?: number;
  /** Sites on their own origin (ATLAS_SITES_DOMAIN): where each site lives. Without it sites are served by path only. */
  siteOrigins?: SiteOrigins;
}

export const publicSites: FastifyPluginAsync<PublicSitesOptions> = async (app, options) => {
  const events = isEventSource(options.events) ? options.events : undefined;
  const ttl = options.cacheTtlMs ?? (events ? 5 * 60_000 : 5_000);
  const marketplace = options.marketplaceUrl ? marketplaceClient(options.marketplaceUrl, { ttlMs: ttl }) : undefined;
  const sites = sitesClient(options.sitesUrl);
  // Module and commerce events name sites by id: every site the service answers is remembered by id and slug.
  const slugsById = new Map<number, string>();
  const remember = <T extends { kind: string; data?: unknown }>(answer: T): T => {
    const site = answer.kind === 'ok' ? (answer.data as { site?: { id?: unknown; slug?: unknown } }).site : undefined;
    if (site && typeof site.id === 'number' && typeof site.slug === 'string') slugsById.set(site.id, site.slug);
    if (site) marketplace?.rememberSite(site.id, site.slug);
    return answer;
  };
  const client: SitesClient = {
    ...sites,
    site: (slug, access) => sites.site(slug, access).then(remember),
    page: (slug, pageSlug, access) => sites.page(slug, pageSlug, access).then(remember),
  };
  const cache = new PageCache();
  if (options.publishCacheReport) {
    const reporter = createCacheReporter({
      cache,
      publish: options.publishCacheReport,
      intervalMs: options.cacheReportIntervalMs,
      onError: (error) => app.log.warn({ err: error }, 'gateway.cache events not published'),
    });
    app.addHook('onClose', () => reporter.close());
  }

  let primary: { slug: string | null; expiresAt: number } | undefined;
  async function primarySlug(): Promise<string | null | 'failed'> {
    if (primary && primary.expiresAt > Date.now()) return primary.slug;
    const answer = await client.primary();
    if (answer.kind === 'failed') return 'failed';
    primary = { slug: answer.kind === 'ok' ? answer.data.slug : null, expiresAt: Date.now() + ttl };
    return primary.slug;
  }

  if (events) {
    const subscription = await invalidateOnEvents(events, {
      cache,
      marketplace,
      slugOfSite: (id) => slugsById.get(id),
      onSiteChanged: () => (primary = undefined),
    });
    app.addHook('onClose', async () => subscription.close());
  }

  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
  }

  const deps: RouteDeps = {
    client,
    content: options.contentUrl ? contentClient(options.contentUrl) : undefined,
    commerce: options.commerceUrl ? commerceClient(options.commerceUrl) : undefined,
    menus: options.menusUrl ? menusClient(options.menusUrl) : undefined,
    marketplace,
    cached: renderCache(cache, ttl),
    redirected: redirectsOf(marketplace),
    primarySlug,
    siteOrigins: options.siteOrigins,
  };
  if (options.siteOrigins) app.addHook('onRequest', dashboardHostRedirects({ primarySlug, siteOrigins: options.siteOrigins }));
  await app.register(sitePageRoutes, deps);
  await app.register(blogRoutes, deps);
  await app.register(shopRoutes, deps);
  await app.register(searchRoutes, deps);
  await app.register(siteFileRoutes, deps);
  await app.register(previewRoutes, deps);
};

export default publicSites;
