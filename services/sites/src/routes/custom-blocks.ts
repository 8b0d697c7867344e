import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { httpError, requireUser } from '@atlas/service-kit';
import { IdParams } from '../schemas/common';
import { CreateCustomBlockBody, CustomBlockListQuery } from '../schemas/custom-blocks';
import { customBlockResponse } from '../responses';
import { validBlocks } from './pages';
import type { Ownership } from './access';
import type { Repositories } from '../repositories';

interface Deps { repos: Repositories; owned: Ownership }

export async function customBlockRoutes(app: FastifyInstance, { repos, owned }: Deps) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get('/api/builder/custom_blocks/', { preHandler: requireUser, schema: { querystring: CustomBlockListQuery } }, async (request) => {
    const { site, category } = request.query;
    if (site) await owned.site(request, site, 'read');
    return (await repos.customBlocks.list(request.user.id, { site, category })).map(customBlockResponse);
  });

  api.post('/api/builder/custom_blocks/', { preHandler: requireUser, schema: { body: CreateCustomBlockBody } }, async (request, reply) => {
    const { name, category, site, block } = request.body;
    if (site) await owned.site(request, site, 'write');
    const [clean] = validBlocks([block]);
    const created = await repos.customBlocks.create({
      owner_id: request.user.id, site_id: site ?? null, name: name.trim(), category: category ?? 'custom', block: clean,
    });
    return reply.code(201).send(customBlockResponse(created));
  });

  api.delete('/api/builder/custom_blocks/:id/', { preHandler: requireUser, schema: { params: IdParams } }, async (request, reply) => {
    const block = await repos.customBlocks.findById(request.params.id);
    if (!block || block.owner_id !== request.user.id) throw httpError(404, 'Custom block not found');
    await repos.customBlocks.remove(block.id);
    return reply.code(204).send();
  });
}
