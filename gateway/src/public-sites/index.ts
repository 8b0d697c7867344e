import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { islandScript } from '@atlas/blocks';
import { SLUG_PATTERN } from '@atlas/sites/contract';
import { sitesClient } from './sites-client';
import { PageCache, prepare, type CachedPage, type RenderedPage } from './page-cache';
import { createCacheReporter, type PublishCacheReport } from './cache-report';
import { passwordPage, renderSiteFile, renderSiteRequest, unavailablePage, type RenderContext } from './render';
import { readSiteAccess, setSiteAccess } from './access-cookie';
import { safeReturnPath } from './links';
import { contentClient } from './content-client';
import { commerceClient } from './commerce-client';
import { trackerPath, trackerScript, vitalsPath, vitalsScript } from './tracker';
import { menusClient } from './menus-client';
import { postUrlsForSitemap, renderBlogFeed, renderBlogIndex, renderBlogPost } from './blog';
import { renderSiteSearch, SEARCH_MAX_LENGTH } from './search';
import { marketplaceClient, matchRedirect, redirectLocation } from './marketplace-client';
import { siteBase } from './links';

// The public sites, rendered on the server: GET /, /{site}, /{site}/{page}, /live/{site}[/{page}],
// /{site}/sitemap.xml, /{site}/robots.txt and the password form's POST /{site}/_unlock.

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
}

interface EventSource {
  subscribe(
    topics: string[],
    handle: (event: { type: string; payload?: Record<string, unknown> }) => Promise<void>,
  ): Promise<{ close(): Promise<void> }>;
}

const SLUG = new RegExp(SLUG_PATTERN);
const VERBS = ['created', 'updated', 'published', 'unpublished', 'deleted'];
export const INVALIDATING_TOPICS = [
  ...VERBS.map((v) => `sites.site.${v}`),
  ...VERBS.map((v) => `sites.page.${v}`),
  // a post published, scheduled to appear, changed or removed: the site's blog pages and sitemap change
  ...VERBS.map((v) => `content.item.${v}`),
  // a product's price, stock or pictures changed: pages showing shop products are drawn again
  'commerce.product.updated',
  'commerce.product.deleted',
  'commerce.order.created',
  'commerce.order.cancelled',
  // a site theme created, customised, switched, reset or removed: every page of the site wears it (payload `site_slug`)
  'sites.theme.changed',
  // a menu or one of its items changed: the header and footer of the site's pages change (payload `site_slug`)
  'menus.menu.created',
  'menus.menu.updated',
  'menus.menu.deleted',
  'menus.item.changed',
  // the site's owner installed or uninstalled a module (payload `site_ids`): integrations, structured data, blocks
  'marketplace.module.installed',
  'marketplace.module.uninstalled',
  // the site's redirect rules changed (payload `site_slug`)
  'marketplace.redirects.changed',
];

const isEventSource = (value: unknown): value is EventSource => typeof (value as EventSource | undefined)?.subscribe === 'function';

const UnlockBody = {
  type: 'object',
  required: ['password'],
  properties: { password: { type: 'string', minLength: 1, maxLength: 128 }, next: { type: 'string', maxLength: 500 } },
} as const;

// Public pages come pre-compressed, carry their own CSP and security headers, and never need a user.
const noCompress = { compress: false, helmet: false, config: { skipAuth: true } } as const;

export const publicSites: FastifyPluginAsync<PublicSitesOptions> = async (app, options) => {
  const events = isEventSource(options.events) ? options.events : undefined;
  const ttl = options.cacheTtlMs ?? (events ? 5 * 60_000 : 5_000);
  const marketplace = options.marketplaceUrl ? marketplaceClient(options.marketplaceUrl, { ttlMs: ttl }) : undefined;
  const sites = sitesClient(options.sitesUrl);
  // Module events name sites by id: every site the service answers is remembered by id and slug.
  const remember = <T extends { kind: string; data?: unknown }>(answer: T): T => {
    const site = answer.kind === 'ok' ? (answer.data as { site?: { id?: unknown; slug?: unknown } }).site : undefined;
    if (site) marketplace?.rememberSite(site.id, site.slug);
    return answer;
  };
  const client: typeof sites = marketplace
    ? {
        ...sites,
        site: (slug, access) => sites.site(slug, access).then(remember),
        page: (slug, pageSlug, access) => sites.page(slug, pageSlug, access).then(remember),
      }
    : sites;
  const content = options.contentUrl ? contentClient(options.contentUrl) : undefined;
  const commerce = options.commerceUrl ? commerceClient(options.commerceUrl) : undefined;
  const menus = options.menusUrl ? menusClient(options.menusUrl) : undefined;
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

  if (events) {
    const subscription = await events.subscribe(INVALIDATING_TOPICS, async (event) => {
      if (event.type.startsWith('commerce.')) {
        cache.invalidateProductPages();
        return;
      }
      const p = event.payload ?? {};
      if (event.type.startsWith('marketplace.module.')) {
        // `slug` here is the module's; the sites are `site_ids` (ids never seen: forget every site's modules).
        if (typeof p.slug === 'string') marketplace?.learnDefinitions(p.slug, p.block_definitions);
        const known = marketplace?.slugsOf(p.site_ids) ?? { slugs: [], unknown: false };
        for (const slug of known.slugs) {
          marketplace?.forget(slug, 'modules');
          cache.invalidateSite(slug);
        }
        if (known.unknown) marketplace?.forgetAll();
        return;
      }
      if (event.type === 'marketplace.redirects.changed') {
        if (typeof p.site_slug === 'string') {
          marketplace?.forget(p.site_slug, 'redirects');
          cache.invalidateSite(p.site_slug);
        }
        return;
      }
      // A content event's `slug` is the post's; its site is `site_slug` (and `previous_site_slug` after a move).
      const slugs = event.type.startsWith('content.') ? [p.site_slug, p.previous_site_slug] : [p.slug, p.site_slug, p.previous_slug];
      for (const slug of slugs) if (typeof slug === 'string') cache.invalidateSite(slug);
      if (event.type.startsWith('sites.site.')) {
        primary = undefined;
        // The marketplace answers no modules or redirects for an unpublished site: what was kept then must not outlive its publishing.
        for (const slug of slugs) if (typeof slug === 'string') marketplace?.forget(slug);
      }
    });
    app.addHook('onClose', async () => subscription.close());
  }

  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
  }

  const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

  function send(request: FastifyRequest, reply: FastifyReply, page: CachedPage) {
    reply.code(page.status).headers(page.allHeaders);
    if (page.status === 200 && request.headers['if-none-match'] === page.etag) return reply.code(304).send();
    const accepts = String(request.headers['accept-encoding'] ?? '');
    if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(page.br);
    if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(page.gzip);
    return reply.send(page.identity);
  }

  // Visitors arriving together after an invalidation share one render (and one call to the service).
  const rendering = new Map<string, Promise<CachedPage | null>>();

  async function cached(key: string, useCache: boolean, render: () => Promise<RenderedPage | null>): Promise<CachedPage | null> {
    if (!useCache) {
      const rendered = await render();
      return rendered && prepare(rendered, ttl);
    }
    const hit = cache.get(key);
    if (hit) return hit;
    let pending = rendering.get(key);
    if (!pending) {
      pending = render()
        .then((rendered) => {
          if (!rendered) return null;
          const page = prepare(rendered, ttl);
          if (rendered.cacheable) cache.set(key, page);
          return page;
        })
        .finally(() => rendering.delete(key));
      rendering.set(key, pending);
    }
    return pending;
  }

  /**
   * The Redirects utility: a request whose path on the site matches one of its rules is answered 301/302
   * before anything is drawn. Answers true when it redirected. A 301 is kept by browsers for an hour only,
   * so an owner who changes a rule is heard.
   */
  async function redirected(request: FastifyRequest, reply: FastifyReply, slug: string, live: boolean): Promise<boolean> {
    if (!marketplace || !SLUG.test(slug)) return false;
    const [path, query = ''] = request.url.split('?', 2);
    const sitePath = [`/live/${slug}`, `/${slug}`].reduce(
      (rest, prefix) => (rest === path && (path === prefix || path.startsWith(`${prefix}/`)) ? path.slice(prefix.length) || '/' : rest),
      path,
    );
    const { rules } = await marketplace.redirects(slug);
    const rule = matchRedirect(rules, sitePath);
    if (!rule) return false;
    await reply
      .code(rule.status_code)
      .header('location', redirectLocation(rule, siteBase(slug, live), query))
      .header('cache-control', rule.status_code === 301 ? 'public, max-age=3600' : 'no-cache')
      .header('referrer-policy', 'strict-origin-when-cross-origin')
      .header('x-content-type-options', 'nosniff')
      .send();
    return true;
  }

  async function serveSite(request: FastifyRequest, reply: FastifyReply, slug: string, pageSlug: string | undefined, live: boolean) {
    const path = request.url.split('?', 1)[0];
    const ctx: RenderContext = { slug, pageSlug, live, access: readSiteAccess(request), origin: originOf(request), path };
    // A rule may name an old address that is no page slug (/Old_Page.html): rules are looked at first.
    if (SLUG.test(slug) && (await redirected(request, reply, slug, live))) return reply;
    if (!SLUG.test(slug) || (pageSlug !== undefined && !SLUG.test(pageSlug))) {
      return send(request, reply, prepare(unavailablePage(ctx, 'not-found'), 0));
    }
    // The path names the site and page (and how links are written); a visitor with an unlock cookie
    // gets a fresh render: protected pages are never shared.
    const key = `${path}|${ctx.origin}`;
    const page = await cached(key, !ctx.access, () =>
      renderSiteRequest(client, ctx, content, commerce, menus, marketplace).catch((error) => {
        request.log.error({ err: error, site: slug, page: pageSlug }, 'public page failed to render');
        return unavailablePage(ctx, 'failed');
      }),
    );
    return send(request, reply, page!);
  }

  async function primarySlug(): Promise<string | null | 'failed'> {
    if (primary && primary.expiresAt > Date.now()) return primary.slug;
    const answer = await client.primary();
    if (answer.kind === 'failed') return 'failed';
    primary = { slug: answer.kind === 'ok' ? answer.data.slug : null, expiresAt: Date.now() + ttl };
    return primary.slug;
  }

  // The same island as a file, for documents whose policy forbids inline scripts: the builder's
  // previews run inside the dashboard's origin and its CSP (script-src 'self').
  // The visit tracker and the web-vitals file it loads: their names change with their content, so
  // browsers keep them for a year.
  for (const [file, script] of [
    [trackerPath, trackerScript],
    [vitalsPath, vitalsScript],
  ]) {
    app.get(file, { config: { skipAuth: true } }, async (_request, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(script),
    );
  }

  app.get('/_atlas/island.js', async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=300').send(islandScript),
  );

  app.get('/', noCompress, async (request, reply) => {
    const slug = await primarySlug();
    if (slug === 'failed')
      return send(request, reply, prepare(unavailablePage({ slug: '', origin: originOf(request), path: '/' }, 'failed'), 0));
    // No published primary site: a person arriving at the root belongs in the app.
    if (!slug) return reply.header('cache-control', 'no-cache').redirect('/dashboard', 302);
    return serveSite(request, reply, slug, undefined, false);
  });

  app.get<{ Params: { siteSlug: string } }>('/:siteSlug', noCompress, (request, reply) =>
    serveSite(request, reply, request.params.siteSlug, undefined, false),
  );
  app.get<{ Params: { siteSlug: string; pageSlug: string } }>('/:siteSlug/:pageSlug', noCompress, (request, reply) =>
    serveSite(request, reply, request.params.siteSlug, request.params.pageSlug, false),
  );
  // Deeper addresses exist only as redirect sources (an old site's /products/old-thing): a rule answers, else not found as before.
  app.get<{ Params: { siteSlug: string; '*': string } }>('/:siteSlug/*', noCompress, async (request, reply) => {
    if (await redirected(request, reply, request.params.siteSlug, false)) return reply;
    return reply.callNotFound();
  });
  app.get<{ Params: { slug: string } }>('/live/:slug', noCompress, (request, reply) =>
    serveSite(request, reply, request.params.slug, undefined, true),
  );
  app.get<{ Params: { slug: string; pageSlug: string } }>('/live/:slug/:pageSlug', noCompress, (request, reply) =>
    serveSite(request, reply, request.params.slug, request.params.pageSlug, true),
  );

  // The blog: the index (?page=N), each post, and the RSS feed.
  const blogPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    slug: string,
    render: (ctx: RenderContext) => Promise<RenderedPage>,
  ) => {
    const path = request.url.split('?', 1)[0];
    const ctx: RenderContext = { slug, live: false, access: readSiteAccess(request), origin: originOf(request), path };
    if (!content || !SLUG.test(slug)) return send(request, reply, prepare(unavailablePage(ctx, 'not-found'), 0));
    if (await redirected(request, reply, slug, false)) return reply;
    const key = `${request.url}|${ctx.origin}`;
    return cached(key, !ctx.access, () =>
      render(ctx).catch((error) => {
        request.log.error({ err: error, site: slug }, 'blog page failed to render');
        return unavailablePage(ctx, 'failed');
      }),
    ).then((page) => send(request, reply, page!));
  };
  app.get<{ Params: { siteSlug: string }; Querystring: { page?: string } }>('/:siteSlug/blog', noCompress, (request, reply) => {
    const raw = String(request.query.page ?? '1');
    const pageNumber = /^[1-9]\d{0,4}$/.test(raw) ? Number(raw) : 1;
    return blogPage(request, reply, request.params.siteSlug, (ctx) =>
      renderBlogIndex(client, content!, ctx, pageNumber, menus, marketplace),
    );
  });
  app.get<{ Params: { siteSlug: string } }>('/:siteSlug/blog/rss.xml', noCompress, async (request, reply) => {
    const slug = request.params.siteSlug;
    const ctx: RenderContext = { slug, live: false, origin: originOf(request), path: request.url };
    const page =
      content && SLUG.test(slug) ? await cached(`rss:${slug}|${ctx.origin}`, true, () => renderBlogFeed(client, content, ctx)) : null;
    if (!page) return reply.code(404).header('content-type', 'text/plain; charset=utf-8').send('Not found\n');
    return send(request, reply, page);
  });
  app.get<{ Params: { siteSlug: string; postSlug: string } }>('/:siteSlug/blog/:postSlug', noCompress, (request, reply) => {
    const { siteSlug, postSlug } = request.params;
    // A malformed post slug is refused by the content service (400), which the client reads as not found.
    return blogPage(request, reply, siteSlug, (ctx) => renderBlogPost(client, content!, ctx, postSlug, menus, marketplace));
  });

  // Where menus' search boxes send visitors; a site's own page named 'search' keeps its address.
  app.get<{ Params: { siteSlug: string }; Querystring: { q?: unknown } }>('/:siteSlug/search', noCompress, async (request, reply) => {
    const slug = request.params.siteSlug;
    const query = (typeof request.query.q === 'string' ? request.query.q : '').trim().slice(0, SEARCH_MAX_LENGTH);
    const ctx: RenderContext = {
      slug,
      live: false,
      access: readSiteAccess(request),
      origin: originOf(request),
      path: request.url.split('?', 1)[0],
    };
    if (!SLUG.test(slug)) return send(request, reply, prepare(unavailablePage(ctx, 'not-found'), 0));
    const page = await renderSiteSearch(client, content, ctx, query, menus, () =>
      renderSiteRequest(client, { ...ctx, pageSlug: 'search' }, content, commerce, menus),
    ).catch((error) => {
      request.log.error({ err: error, site: slug }, 'site search failed to render');
      return unavailablePage(ctx, 'failed');
    });
    return send(request, reply, prepare(page, 0));
  });

  for (const file of ['sitemap.xml', 'robots.txt'] as const) {
    app.get<{ Params: { siteSlug: string } }>(`/:siteSlug/${file}`, noCompress, async (request, reply) => {
      const slug = request.params.siteSlug;
      const ctx: RenderContext = { slug, live: false, origin: originOf(request), path: request.url };
      const posts = content ? () => postUrlsForSitemap(content, slug) : undefined;
      const page = SLUG.test(slug)
        ? await cached(`${file}:${slug}|${ctx.origin}`, true, () => renderSiteFile(client, ctx, file, posts))
        : null;
      if (!page) return reply.code(404).header('content-type', 'text/plain; charset=utf-8').send('Not found\n');
      return send(request, reply, page);
    });
  }

  app.post<{ Params: { siteSlug: string }; Body: { password: string; next?: string } }>(
    '/:siteSlug/_unlock',
    { ...noCompress, schema: { body: UnlockBody }, attachValidation: true },
    async (request, reply) => {
      const slug = request.params.siteSlug;
      const next = safeReturnPath(request.body?.next, slug);
      const ctx: RenderContext = { slug, live: next.startsWith('/live/'), origin: originOf(request), path: next };
      if (!SLUG.test(slug)) return send(request, reply, prepare(unavailablePage(ctx, 'not-found'), 0));
      const site = await client.site(slug);
      if (site.kind === 'failed') return send(request, reply, prepare(unavailablePage(ctx, 'failed'), 0));
      if (site.kind === 'not-found') return send(request, reply, prepare(unavailablePage(ctx, 'not-found'), 0));
      if (site.kind === 'ok') return reply.redirect(next, 303);
      if (request.validationError) return send(request, reply, prepare(passwordPage(site.data, ctx, 'Enter the password.'), 0));
      const answer = await client.unlock(slug, request.body.password, request.ip);
      if (answer.kind === 'ok' && answer.data.token) {
        setSiteAccess(request, reply, slug, answer.data.token);
        return reply.header('cache-control', 'no-store').redirect(next, 303);
      }
      const error =
        answer.kind === 'failed'
          ? 'Too many attempts, or the site could not be reached. Please try again in a minute.'
          : 'Incorrect password';
      return send(request, reply, prepare(passwordPage(site.data, ctx, error), 0));
    },
  );
};

export default publicSites;
