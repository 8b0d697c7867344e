import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { IdParams } from '@atlas/service-kit';
import type { Deps } from '../deps';
import { FormSubmissionList, SubmissionListQuery } from '../schemas/submissions';
import { submissionResponse } from '../operations/responses';

const tags = ['submissions'];

export async function submissionRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { owned, repos } = deps;

  /** The site's form submissions, newest first. */
  api.get(
    '/api/builder/sites/:id/submissions/',
    { schema: { tags, params: IdParams, querystring: SubmissionListQuery, response: { 200: FormSubmissionList } } },
    async (request) => {
      const site = await owned.site(request.user, request.params.id, 'read');
      return (await repos.submissions.listBySite(site.id, request.query.limit ?? 200)).map(submissionResponse);
    },
  );
}
