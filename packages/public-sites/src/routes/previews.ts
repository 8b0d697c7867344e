import type { FastifyPluginAsync } from 'fastify';
import { prepare } from '../page-cache';
import { renderPagePreview } from '../render';
import { renderPostPreview } from '../blog';
import { previewRefusal } from '../preview';
import { sendPage } from '../render-cache';
import { siteHostOf } from '../site-host';
import { noCompress, placeOf, type RouteDeps } from './deps';

// Draft previews: GET /preview/{token}, drawn fresh for each request and never kept (the link may be revoked at any time).
// A token is a page's (sites service) or a post's (content service): the sites service is asked first, the content
// service when the sites service does not know the token. When sites live on their own origins, a preview is drawn
// only on its site's host: anywhere else it answers 308 there.

export const previewRoutes: FastifyPluginAsync<RouteDeps> = async (app, { client, content, commerce, menus, marketplace, siteOrigins }) => {
  const findPreview = async (token: string) => {
    const page = await client.preview(token);
    if (page.kind === 'ok') return { ...page, of: 'page' as const, slug: page.data.site.slug };
    const post = page.kind === 'not-found' && content ? await content.preview(token) : page;
    if (post.kind === 'ok') return { ...post, of: 'post' as const, slug: post.data.site.slug };
    return post;
  };

  app.get<{ Params: { token: string } }>('/preview/:token', noCompress, async (request, reply) => {
    const place = placeOf(request);
    const page = await findPreview(request.params.token)
      .then((found) => {
        if (found.kind !== 'ok') return previewRefusal(found.kind, place);
        if (siteOrigins && siteHostOf(request)?.slug !== found.slug) {
          const origin = siteOrigins.originOfSlug(found.slug);
          return origin ? `${origin}${place.path}` : previewRefusal('not-found', place);
        }
        return found.of === 'page'
          ? renderPagePreview(found.data, place, content, commerce, menus, marketplace)
          : renderPostPreview(client, found.data, place, content, menus);
      })
      .catch((error) => {
        request.log.error({ err: error }, 'draft preview failed to render');
        return previewRefusal('failed', place);
      });
    if (typeof page === 'string') return reply.code(308).header('location', page).header('cache-control', 'private, no-store').send();
    return sendPage(request, reply, prepare(page, 0));
  });
};
