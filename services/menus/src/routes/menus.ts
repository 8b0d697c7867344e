import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { IdParams, Type } from '@atlas/service-kit';
import type { Deps } from '../deps';
import { AnalyticsQuery, CreateMenuBody, Menu, MenuAnalytics, MenuList, MenuListQuery, UpdateMenuBody } from '../schemas/menus';
import { menuResponse } from '../operations/responses';
import { createMenu, deleteMenu, duplicateMenu, updateMenu } from '../operations/menus';
import { analyticsDays, menuAnalytics } from '../operations/clicks';
import { assertMenuUnlocked } from '../operations/edit-locks';

const tags = ['menus'];

export async function menuRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { owned, repos } = deps;

  // A site's menus (a stranger to the site: 404); without ?site, every menu of the sites the caller may open.
  api.get('/api/menus/', { schema: { tags, querystring: MenuListQuery, response: { 200: MenuList } } }, async (request) => {
    const { site, location } = request.query;
    if (site) await owned.site(request.user, site, 'read');
    const siteIds = site ? [site] : await owned.visibleSites(request.user);
    return (await repos.menus.list({ siteIds, locationId: location })).map(menuResponse);
  });

  api.post('/api/menus/', { schema: { tags, body: CreateMenuBody, response: { 201: Menu } } }, async (request, reply) =>
    reply.code(201).send(menuResponse(await createMenu(deps, request.user, request.body))),
  );

  api.get('/api/menus/:id/', { schema: { tags, params: IdParams, response: { 200: Menu } } }, async (request) =>
    menuResponse(await owned.menu(request.user, request.params.id, 'read')),
  );

  api.put('/api/menus/:id/', { schema: { tags, params: IdParams, body: UpdateMenuBody, response: { 200: Menu } } }, async (request) => {
    await assertMenuUnlocked(deps, request, request.params.id);
    return menuResponse(await updateMenu(deps, request.user, request.params.id, request.body));
  });

  api.patch('/api/menus/:id/', { schema: { tags, params: IdParams, body: UpdateMenuBody, response: { 200: Menu } } }, async (request) => {
    await assertMenuUnlocked(deps, request, request.params.id);
    return menuResponse(await updateMenu(deps, request.user, request.params.id, request.body));
  });

  api.delete('/api/menus/:id/', { schema: { tags, params: IdParams, response: { 204: Type.Null() } } }, async (request, reply) => {
    await assertMenuUnlocked(deps, request, request.params.id);
    await deleteMenu(deps, request.user, request.params.id);
    return reply.code(204).send(null);
  });

  api.post('/api/menus/:id/duplicate/', { schema: { tags, params: IdParams, response: { 201: Menu } } }, async (request, reply) =>
    reply.code(201).send(menuResponse(await duplicateMenu(deps, request.user, request.params.id))),
  );

  api.get(
    '/api/menus/:id/analytics/',
    { schema: { tags, params: IdParams, querystring: AnalyticsQuery, response: { 200: MenuAnalytics } } },
    async (request) => {
      const days = analyticsDays(request.query.days);
      const menu = await owned.menu(request.user, request.params.id, 'read');
      return menuAnalytics(deps, menu.id, days);
    },
  );
}
