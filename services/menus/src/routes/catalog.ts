import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { IdParams } from '@atlas/service-kit';
import type { Deps } from '../deps';
import { ApplyTemplateBody, LocationList, Menu, TemplateList } from '../schemas/menus';
import { locationResponse, menuResponse, templateResponse } from '../operations/responses';
import { applyTemplate } from '../operations/templates';

/** The fixed lists the menu form and the template chooser offer, and applying a template. */
export async function catalogRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { repos } = deps;

  api.get('/api/locations/', { schema: { tags: ['locations'], response: { 200: LocationList } } }, async () =>
    (await repos.menus.locations()).map(locationResponse),
  );

  api.get('/api/templates/', { schema: { tags: ['templates'], response: { 200: TemplateList } } }, async () =>
    (await repos.templates.list()).map(templateResponse),
  );

  api.post(
    '/api/templates/:id/apply_template/',
    { schema: { tags: ['templates'], params: IdParams, body: ApplyTemplateBody, response: { 201: Menu } } },
    async (request, reply) => reply.code(201).send(menuResponse(await applyTemplate(deps, request.user, request.params.id, request.body))),
  );
}
