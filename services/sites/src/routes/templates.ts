import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { IdParams, Type } from '@atlas/service-kit';
import type { Deps } from '../deps';
import { SaveAsTemplateBody, Template, TemplateList, TemplateListQuery, UseTemplateBody } from '../schemas/templates';
import { Page } from '../schemas/pages';
import { pageResponse, templateResponse } from '../responses';
import { deleteTemplate, listTemplates, saveAsTemplate, visibleTemplate } from '../operations/user-templates';
import { applyTemplateAsHome } from '../operations/apply-template';

const tags = ['templates'];

export async function templateRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { owned } = deps;

  api.get(
    '/api/builder/templates/',
    { schema: { tags, querystring: TemplateListQuery, response: { 200: TemplateList } } },
    async (request) => (await listTemplates(deps, request.user.id, request.query.category)).map(templateResponse),
  );

  api.get('/api/builder/templates/:id/', { schema: { tags, params: IdParams, response: { 200: Template } } }, async (request) =>
    templateResponse(await visibleTemplate(deps, request.params.id, request.user.id)),
  );

  api.delete(
    '/api/builder/templates/:id/',
    { schema: { tags, params: IdParams, response: { 204: Type.Null() } } },
    async (request, reply) => {
      await deleteTemplate(deps, await visibleTemplate(deps, request.params.id, request.user.id));
      return reply.code(204).send(null);
    },
  );

  api.post(
    '/api/builder/templates/:id/use_template/',
    { schema: { tags, params: IdParams, body: UseTemplateBody, response: { 200: Page } } },
    async (request) => {
      const template = await visibleTemplate(deps, request.params.id, request.user.id);
      const site = await owned.site(request, request.body.site_id, 'write');
      const title = request.body.title?.trim() || 'Home';
      return pageResponse(await applyTemplateAsHome(deps, { site, template, title, userId: request.user.id }));
    },
  );

  api.post(
    '/api/builder/save_as_template/',
    { schema: { tags, body: SaveAsTemplateBody, response: { 201: Template } } },
    async (request, reply) => {
      const { page_id, ...template } = request.body;
      const { page } = await owned.page(request, page_id, 'write');
      return reply.code(201).send(templateResponse(await saveAsTemplate(deps, page, template, request.user.id)));
    },
  );
}
