import { filterTemplates } from '../operations/list-filters';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { IdParams, Type } from '@atlas/service-kit';
import type { Deps } from '../deps';
import { SaveAsTemplateBody, Template, TemplateList, TemplateListQuery, TemplatePage, UseTemplateBody } from '../schemas/templates';
import { Page } from '../schemas/pages';
import { pageResponse, templateResponse } from '../operations/responses';
import { deleteTemplate, listTemplates, saveAsTemplate, visibleTemplate } from '../operations/user-templates';
import { applyTemplateAsHome } from '../operations/apply-template';

const tags = ['templates'];

export async function templateRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { owned } = deps;

  api.get(
    '/api/builder/templates/',
    { schema: { tags, querystring: TemplateListQuery, response: { 200: Type.Union([TemplateList, TemplatePage]) } } },
    async (request) => {
      const { category, search, type, author, sort, page, page_size: pageSize = 12 } = request.query;
      const all = filterTemplates(await listTemplates(deps, request.user.id, category), { search, type: type || undefined, author, sort });
      // Paging fills in its defaults, so what the client asked for is read from the address.
      if (!/[?&](page|page_size)=/.test(request.url)) return all.map(templateResponse);
      const number = page ?? 1;
      const results = all.slice((number - 1) * pageSize, number * pageSize).map(templateResponse);
      return {
        results,
        count: all.length,
        next: number * pageSize < all.length ? number + 1 : null,
        previous: number > 1 ? number - 1 : null,
      };
    },
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
      const site = await owned.site(request.user, request.body.site_id, 'write');
      const title = request.body.title?.trim() || 'Home';
      return pageResponse(await applyTemplateAsHome(deps, { site, template, title, userId: request.user.id }));
    },
  );

  api.post(
    '/api/builder/save_as_template/',
    { schema: { tags, body: SaveAsTemplateBody, response: { 201: Template } } },
    async (request, reply) => {
      const { page_id, ...template } = request.body;
      const { page } = await owned.page(request.user, page_id, 'write');
      return reply.code(201).send(templateResponse(await saveAsTemplate(deps, page, template, request.user.id)));
    },
  );
}
