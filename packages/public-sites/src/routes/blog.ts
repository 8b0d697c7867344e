import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { readSiteAccess } from '../access-cookie';
import { renderBlogFeed, renderBlogIndex, renderBlogPost } from '../blog';
import { SITE_SLUG } from '../links';
import { prepare, type RenderedPage } from '../page-cache';
import { unavailablePage, type RenderContext } from '../render';
import { sendPage } from '../render-cache';
import { noCompress, placeOf, type RouteDeps } from './deps';

// The blog: the index (?page=N), each post, and the RSS feed; without the content service, not found.

export const blogRoutes: FastifyPluginAsync<RouteDeps> = async (app, { client, content, menus, marketplace, cached, redirected }) => {
  const blogPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    slug: string,
    render: (ctx: RenderContext) => Promise<RenderedPage>,
  ) => {
    const ctx: RenderContext = { slug, live: false, access: readSiteAccess(request), ...placeOf(request) };
    if (!content || !SITE_SLUG.test(slug)) return sendPage(request, reply, prepare(unavailablePage(ctx, 'not-found'), 0));
    if (await redirected(request, reply, slug, false)) return reply;
    const key = `${request.url}|${ctx.origin}|${ctx.ownOrigin ?? ''}`;
    return cached(key, !ctx.access, () =>
      render(ctx).catch((error) => {
        request.log.error({ err: error, site: slug }, 'blog page failed to render');
        return unavailablePage(ctx, 'failed');
      }),
    ).then((page) => sendPage(request, reply, page!));
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
    const ctx: RenderContext = { slug, live: false, ...placeOf(request) };
    const page =
      content && SITE_SLUG.test(slug)
        ? await cached(`rss:${slug}|${ctx.origin}|${ctx.ownOrigin ?? ''}`, true, () => renderBlogFeed(client, content, ctx))
        : null;
    if (!page) return reply.code(404).header('content-type', 'text/plain; charset=utf-8').send('Not found\n');
    return sendPage(request, reply, page);
  });
  app.get<{ Params: { siteSlug: string; postSlug: string } }>('/:siteSlug/blog/:postSlug', noCompress, (request, reply) => {
    const { siteSlug, postSlug } = request.params;
    // A malformed post slug is refused by the content service (400), which the client reads as not found.
    return blogPage(request, reply, siteSlug, (ctx) => renderBlogPost(client, content!, ctx, postSlug, menus, marketplace));
  });
};
