// Host routing (ATLAS_SITES_DOMAIN; docs/contracts.md "Sites on their own origin"): a request whose Host is a site's
// (`<slug>.<ATLAS_SITES_DOMAIN>` or a verified domain) is that site. Fastify's rewriteUrl runs before routing: `/x` on
// the site's host becomes `/{slug}/x` (`/` becomes `/{slug}`) and the raw request is marked for the renderer, which
// then writes links without the prefix. A host of the site that is not its primary one answers 308 to the primary
// origin, path and query kept. Every other host is the dashboard's: nothing changes here, the renderer sends its
// site addresses on (packages/public-sites routes/own-origins.ts).
import type { IncomingMessage } from 'node:http';
import type { onRequestAsyncHookHandler } from 'fastify';
import { markSiteHost, SITE_SLUG } from '@atlas/public-sites';
import type { SiteHosts, SiteOfHost } from './site-hosts';

/** First path segments every host passes on untouched: APIs, sockets, media, the renderer's files, ACME and probes. */
const PASS_THROUGH = new Set(['api', 'ws', 'media', '_atlas', '.well-known', 'health', 'metrics']);

const REDIRECT = Symbol('atlas.host-redirect');
type Redirected = IncomingMessage & { [REDIRECT]?: string };

const lastEntry = (value: string | string[] | undefined) => {
  const text = Array.isArray(value) ? value[value.length - 1] : value;
  return text?.slice(text.lastIndexOf(',') + 1).trim();
};

export function hostRouting(hosts: SiteHosts, { trustProxy }: { trustProxy: boolean }) {
  // The same host Fastify's request.host names (the renderer's origins): X-Forwarded-Host only behind a trusted proxy.
  const hostOf = (req: IncomingMessage) => (trustProxy && lastEntry(req.headers['x-forwarded-host'])) || req.headers.host;

  /** A `<label>.<ATLAS_SITES_DOMAIN>` the map does not hold (yet): that would-be site, so the renderer answers it (or its 404). */
  function siteOf(host: string | undefined): SiteOfHost | undefined {
    const known = hosts.siteOfHost(host);
    if (known) return known;
    const label = hosts.subdomainLabel(host);
    return label && SITE_SLUG.test(label) ? { slug: label, primaryOrigin: hosts.ownOrigin(label), isPrimary: true } : undefined;
  }

  function rewriteUrl(req: IncomingMessage): string {
    const url = req.url ?? '/';
    const site = siteOf(hostOf(req));
    if (!site) return url;
    const at = url.indexOf('?');
    const path = at < 0 ? url : url.slice(0, at);
    const first = path.split('/', 2)[1];
    if (PASS_THROUGH.has(first) || path.startsWith('/ecommerce/api/')) return url;
    if (!site.isPrimary) {
      (req as Redirected)[REDIRECT] = `${site.primaryOrigin}${url}`;
      return url;
    }
    markSiteHost(req, { slug: site.slug, primaryOrigin: site.primaryOrigin });
    if (first === 'preview') return url;
    // A link written for path serving (/{slug}/about, in a block or an old bookmark) finds the page's address here.
    if (path.startsWith(`/${site.slug}/`)) {
      (req as Redirected)[REDIRECT] = `${site.primaryOrigin}${url.slice(site.slug.length + 1)}`;
      return url;
    }
    return `/${site.slug}${path === '/' ? '' : path}${url.slice(path.length)}`;
  }

  const redirectHook: onRequestAsyncHookHandler = async (request, reply) => {
    const location = (request.raw as Redirected)[REDIRECT];
    if (location === undefined) return;
    return reply.code(308).header('location', location).header('cache-control', 'public, max-age=3600').send();
  };

  return { rewriteUrl, redirectHook };
}
