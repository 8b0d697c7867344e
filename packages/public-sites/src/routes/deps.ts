import type { FastifyRequest } from 'fastify';
import type { CommerceClient } from '../commerce-client';
import type { ContentClient } from '../content-client';
import type { MarketplaceClient } from '../marketplace-client';
import type { MenusClient } from '../menus-client';
import type { Redirected } from '../redirects';
import type { RenderCached } from '../render-cache';
import type { SitesClient } from '../sites-client';
import { siteHostOf, visitorPath, type SiteOrigins } from '../site-host';

/** What every route of the public sites is given: the services' clients, the render cache and the redirect check. */
export interface RouteDeps {
  client: SitesClient;
  /** Without it the blog answers 404. */
  content?: ContentClient;
  commerce?: CommerceClient;
  menus?: MenusClient;
  marketplace?: MarketplaceClient;
  cached: RenderCached;
  redirected: Redirected;
  /** The slug of the primary published site (null: none), remembered for the cache's time. */
  primarySlug: () => Promise<string | null | 'failed'>;
  /** Set when sites live on their own origins (ATLAS_SITES_DOMAIN): where each one lives. */
  siteOrigins?: SiteOrigins;
}

// Public pages come pre-compressed, carry their own CSP and security headers, and never need a user.
export const noCompress = { compress: false, helmet: false, config: { skipAuth: true } } as const;

export const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** Where the request is: its origin, the path the visitor asked for and, on a site's own host, that site's primary origin. */
export const placeOf = (request: FastifyRequest) => ({
  origin: originOf(request),
  path: visitorPath(request),
  ownOrigin: siteHostOf(request)?.primaryOrigin,
});
