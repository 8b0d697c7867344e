import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';

// Sites on their own origin (ATLAS_SITES_DOMAIN): the gateway finds a site's host before routing, serves
// `/x` there as `/{slug}/x`, and marks the request so the renderer writes links without the `/{slug}` prefix
// and names the site's primary origin in canonical URLs and sitemaps.

/** The site whose own host the request came to, and that site's primary origin (`https://bakery.sites.example.com`). */
export interface SiteHost {
  slug: string;
  primaryOrigin: string;
}

/** Where each site lives when sites have their own origins; undefined: no such site (or not known yet). */
export interface SiteOrigins {
  originOfSlug(slug: string): string | undefined;
}

const SITE_HOST = Symbol('atlas.site-host');
type Marked = IncomingMessage & { [SITE_HOST]?: SiteHost };

/** Called by the gateway's rewriteUrl (before routing) for a request on a site's own host. */
export function markSiteHost(raw: IncomingMessage, site: SiteHost): void {
  (raw as Marked)[SITE_HOST] = site;
}

export const siteHostOf = (request: FastifyRequest): SiteHost | undefined => (request.raw as Marked)[SITE_HOST];

/** The path the visitor asked for: on a site host the one before the gateway put `/{slug}` in front. */
export const visitorPath = (request: FastifyRequest): string => (siteHostOf(request) ? request.originalUrl : request.url).split('?', 1)[0];
