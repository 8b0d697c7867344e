import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, requireUser } from '@atlas/service-kit';
import { IdParams } from '../schemas/common';
import { submissionResponse } from '../responses';
import type { Ownership } from './access';
import type { Repositories } from '../repositories';

interface Deps { repos: Repositories; owned: Ownership }

const SubmissionListQuery = Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })) });

export async function submissionRoutes(app: FastifyInstance, { repos, owned }: Deps) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get('/api/builder/sites/:id/submissions/', { preHandler: requireUser, schema: { params: IdParams, querystring: SubmissionListQuery } }, async (request) => {
    const site = await owned.site(request, request.params.id, 'read');
    return (await repos.submissions.listBySite(site.id, request.query.limit ?? 200)).map(submissionResponse);
  });
}
