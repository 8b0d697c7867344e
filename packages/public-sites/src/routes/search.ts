import type { FastifyPluginAsync } from 'fastify';
import { readSiteAccess } from '../access-cookie';
import { SITE_SLUG } from '../links';
import { prepare } from '../page-cache';
import { renderSiteRequest, unavailablePage, type RenderContext } from '../render';
import { sendPage } from '../render-cache';
import { renderSiteSearch, SEARCH_MAX_LENGTH } from '../search';
import { noCompress, placeOf, type RouteDeps } from './deps';

// Where menus' search boxes send visitors (drawn each time, never cached); a site's own page named 'search' keeps its address.

export const searchRoutes: FastifyPluginAsync<RouteDeps> = async (app, { client, content, commerce, menus }) => {
  app.get<{ Params: { siteSlug: string }; Querystring: { q?: unknown } }>('/:siteSlug/search', noCompress, async (request, reply) => {
    const slug = request.params.siteSlug;
    const query = (typeof request.query.q === 'string' ? request.query.q : '').trim().slice(0, SEARCH_MAX_LENGTH);
    const ctx: RenderContext = {
      slug,
      live: false,
      access: readSiteAccess(request),
      ...placeOf(request),
    };
    if (!SITE_SLUG.test(slug)) return sendPage(request, reply, prepare(unavailablePage(ctx, 'not-found'), 0));
    const page = await renderSiteSearch(client, content, ctx, query, menus, () =>
      renderSiteRequest(client, { ...ctx, pageSlug: 'search' }, content, commerce, menus),
    ).catch((error) => {
      request.log.error({ err: error, site: slug }, 'site search failed to render');
      return unavailablePage(ctx, 'failed');
    });
    return sendPage(request, reply, prepare(page, 0));
  });
};
