import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CreatePreviewBody, IdParams, PreviewLink, PreviewLinkList, PreviewParams, Type } from '@atlas/service-kit';
import type { Deps } from '../deps';
import { activePagePreviews, createPagePreview, revokePagePreview } from '../operations/page-previews';

const tags = ['pages'];

/** A page's shareable draft-preview links: editors and up on the page's site (a viewer 403, a stranger 404). */
export async function pagePreviewRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { owned } = deps;

  api.post(
    '/api/builder/pages/:id/previews/',
    { schema: { tags, params: IdParams, body: CreatePreviewBody, response: { 201: PreviewLink } } },
    async (request, reply) => {
      const page = await owned.page(request.user, request.params.id, 'write');
      return reply.code(201).send(await createPagePreview(deps, request.user, page, request.body?.days));
    },
  );

  api.get('/api/builder/pages/:id/previews/', { schema: { tags, params: IdParams, response: { 200: PreviewLinkList } } }, async (request) =>
    activePagePreviews(deps, await owned.page(request.user, request.params.id, 'write')),
  );

  api.delete(
    '/api/builder/pages/:id/previews/:previewId/',
    { schema: { tags, params: PreviewParams, response: { 204: Type.Null() } } },
    async (request, reply) => {
      await revokePagePreview(deps, await owned.page(request.user, request.params.id, 'write'), request.params.previewId);
      return reply.code(204).send(null);
    },
  );
}
