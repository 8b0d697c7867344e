import type { onRequestAsyncHookHandler } from 'fastify';
import { prepare } from '../page-cache';
import { unavailablePage } from '../render';
import { sendPage } from '../render-cache';
import { siteHostOf } from '../site-host';
import { originOf, type RouteDeps } from './deps';

// Sites on their own origin (ATLAS_SITES_DOMAIN): on the dashboard's host (any host that is no site's) a site's
// address answers 308 to the site's primary origin with the rest of the path and the query: /{site}/…, /live/{site}/…
// and / when a root site is published. No site HTML is drawn there, and so no redirect rule runs there either.
// An unknown site gets the 'Site Unavailable' page. /preview/{token} is sent on by its route (it must ask whose it is).

const PERMANENT = 'public, max-age=3600';

export function dashboardHostRedirects({
  primarySlug,
  siteOrigins,
}: Pick<RouteDeps, 'primarySlug'> & Required<Pick<RouteDeps, 'siteOrigins'>>) {
  const hook: onRequestAsyncHookHandler = async (request, reply) => {
    if (siteHostOf(request)) return;
    const route = request.routeOptions.url;
    const [path, query] = splitUrl(request.url);
    if (route === '/') {
      const slug = await primarySlug();
      const origin = typeof slug === 'string' && slug !== 'failed' ? siteOrigins.originOfSlug(slug) : undefined;
      // No root site (or none known yet): a person arriving at the root belongs in the app.
      if (!origin) return reply.header('cache-control', 'no-cache').redirect('/dashboard', 302);
      return reply.code(308).header('location', `${origin}/${query}`).header('cache-control', 'no-cache').send();
    }
    const params = request.params as { siteSlug?: string; slug?: string };
    const slug = params.siteSlug ?? params.slug;
    if (slug === undefined) return;
    const rest = path
      .split('/')
      .slice(route?.startsWith('/live/') ? 3 : 2)
      .join('/');
    const origin = siteOrigins.originOfSlug(slug);
    if (!origin) return sendPage(request, reply, prepare(unavailablePage({ slug, origin: originOf(request), path }, 'not-found'), 0));
    return reply.code(308).header('location', `${origin}/${rest}${query}`).header('cache-control', PERMANENT).send();
  };
  return hook;
}

const splitUrl = (url: string): [string, string] => {
  const at = url.indexOf('?');
  return at < 0 ? [url, ''] : [url.slice(0, at), url.slice(at)];
};
