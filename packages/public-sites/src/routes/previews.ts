import type { FastifyPluginAsync } from 'fastify';
import { prepare } from '../page-cache';
import { renderPagePreview } from '../render';
import { renderPostPreview } from '../blog';
import { previewRefusal } from '../preview';
import { sendPage } from '../render-cache';
import { noCompress, originOf, type RouteDeps } from './deps';

// Draft previews: GET /preview/{token}, drawn fresh for each request and never kept (the link may be revoked at any time).
// A token is a page's (sites service) or a post's (content service): the sites service is asked first, the content
// service when the sites service does not know the token.

export const previewRoutes: FastifyPluginAsync<RouteDeps> = async (app, { client, content, commerce, menus, marketplace }) => {
  const drawPreview = async (token: string, ctx: { origin: string; path: string }) => {
    const page = await client.preview(token);
    if (page.kind === 'ok') return renderPagePreview(page.data, ctx, content, commerce, menus, marketplace);
    const post = page.kind === 'not-found' && content ? await content.preview(token) : page;
    if (post.kind === 'ok') return renderPostPreview(client, post.data, ctx, content, menus);
    return previewRefusal(post.kind, ctx);
  };

  app.get<{ Params: { token: string } }>('/preview/:token', noCompress, async (request, reply) => {
    const ctx = { origin: originOf(request), path: request.url.split('?', 1)[0] };
    const page = await drawPreview(request.params.token, ctx).catch((error) => {
      request.log.error({ err: error }, 'draft preview failed to render');
      return previewRefusal('failed', ctx);
    });
    return sendPage(request, reply, prepare(page, 0));
  });
};
