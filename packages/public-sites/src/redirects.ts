import type { FastifyReply, FastifyRequest } from 'fastify';
import { siteBase, SITE_SLUG } from './links';
import { siteHostOf } from './site-host';
import { matchRedirect, redirectLocation, type MarketplaceClient } from './marketplace-client';

export type Redirected = (request: FastifyRequest, reply: FastifyReply, slug: string, live: boolean) => Promise<boolean>;

/**
 * The Redirects utility: a request whose path on the site matches one of its rules is answered 301/302
 * before anything is drawn. Answers true when it redirected. A 301 is kept by browsers for an hour only,
 * so an owner who changes a rule is heard. On a site's own host the gateway put `/{slug}` in front of the path and
 * the target carries none.
 */
export function redirectsOf(marketplace: MarketplaceClient | undefined): Redirected {
  return async (request, reply, slug, live) => {
    if (!marketplace || !SITE_SLUG.test(slug)) return false;
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
      .header('location', redirectLocation(rule, siteHostOf(request) ? '' : siteBase(slug, live), query))
      .header('cache-control', rule.status_code === 301 ? 'public, max-age=3600' : 'no-cache')
      .header('referrer-policy', 'strict-origin-when-cross-origin')
      .header('x-content-type-options', 'nosniff')
      .send();
    return true;
  };
}
