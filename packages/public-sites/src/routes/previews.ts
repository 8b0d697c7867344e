import type { FastifyPluginAsync } from 'fastify';
import { prepare } from '../page-cache';
import { renderPagePreview } from '../render';
import { previewRefusal } from '../preview';
import { sendPage } from '../render-cache';
import { noCompress, originOf, type RouteDeps } from './deps';

// Draft previews: GET /preview/{token}, drawn fresh for each request and never kept (the link may be revoked at any time).

export const previewRoutes: FastifyPluginAsync<RouteDeps> = async (app, { client, content, commerce, menus, marketplace }) => {
  app.get<{ Params: { token: string } }>('/preview/:token', noCompress, async (request, reply) => {
    const ctx = { origin: originOf(request), path: request.url.split('?', 1)[0] };
    const page = await renderPagePreview(client, request.params.token, ctx, content, commerce, menus, marketplace).catch((error) => {
      request.log.error({ err: error }, 'draft preview failed to render');
      return previewRefusal('failed', ctx);
    });
    return sendPage(request, reply, prepare(page, 0));
  });
};
