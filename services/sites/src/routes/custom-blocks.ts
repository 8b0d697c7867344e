import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { IdParams, Type } from '@atlas/service-kit';
import type { Deps } from '../deps';
import { CreateCustomBlockBody, CustomBlock, CustomBlockList, CustomBlockListQuery } from '../schemas/custom-blocks';
import { customBlockResponse } from '../operations/responses';
import { createCustomBlock } from '../operations/custom-blocks';

const tags = ['custom blocks'];

export async function customBlockRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { owned, repos } = deps;

  /** The caller's blocks; with `site`, that site's plus those saved for every site. */
  api.get(
    '/api/builder/custom_blocks/',
    { schema: { tags, querystring: CustomBlockListQuery, response: { 200: CustomBlockList } } },
    async (request) => {
      const { site, category } = request.query;
      if (site) await owned.site(request.user, site, 'read');
      return (await repos.customBlocks.list(request.user.id, { site, category })).map(customBlockResponse);
    },
  );

  api.post(
    '/api/builder/custom_blocks/',
    { schema: { tags, body: CreateCustomBlockBody, response: { 201: CustomBlock } } },
    async (request, reply) => {
      if (request.body.site) await owned.site(request.user, request.body.site, 'write');
      return reply.code(201).send(customBlockResponse(await createCustomBlock(deps, request.body, request.user.id)));
    },
  );

  api.delete(
    '/api/builder/custom_blocks/:id/',
    { schema: { tags, params: IdParams, response: { 204: Type.Null() } } },
    async (request, reply) => {
      const block = await owned.customBlock(request.user, request.params.id);
      await repos.customBlocks.remove(block.id);
      return reply.code(204).send(null);
    },
  );
}
