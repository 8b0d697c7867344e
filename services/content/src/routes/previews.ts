import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CreatePreviewBody, IdParams, PreviewLink, PreviewLinkList, PreviewParams, Type } from '@atlas/service-kit';
import type { Deps } from '../deps';
import { activePostPreviews, createPostPreview, revokePostPreview } from '../operations/post-previews';

const tags = ['content'];

/** A post's shareable draft-preview links: whoever may edit the post (its author, an editor and up). */
export async function postPreviewRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { owned } = deps;

  api.post(
    '/api/content/:id/previews/',
    { schema: { tags, params: IdParams, body: CreatePreviewBody, response: { 201: PreviewLink } } },
    async (request, reply) => {
      const item = await owned.item(request.user, request.params.id, 'change');
      return reply.code(201).send(await createPostPreview(deps, request.user, item, request.body.days));
    },
  );

  api.get('/api/content/:id/previews/', { schema: { tags, params: IdParams, response: { 200: PreviewLinkList } } }, async (request) =>
    activePostPreviews(deps, await owned.item(request.user, request.params.id, 'change')),
  );

  api.delete(
    '/api/content/:id/previews/:previewId/',
    { schema: { tags, params: PreviewParams, response: { 204: Type.Null() } } },
    async (request, reply) => {
      await revokePostPreview(deps, await owned.item(request.user, request.params.id, 'change'), request.params.previewId);
      return reply.code(204).send(null);
    },
  );
}
