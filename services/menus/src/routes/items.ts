import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { IdParams, Type } from '@atlas/service-kit';
import type { Deps } from '../deps';
import { CreateItemBody, ItemListQuery, MenuItem, MenuItemTree, ReorderAnswer, ReorderBody, UpdateItemBody } from '../schemas/items';
import { itemResponse } from '../operations/responses';
import { createItem, deleteItem, updateItem } from '../operations/items';
import { reorderItems } from '../operations/reorder';
import { nest } from '../rules/menu-rules';
import { assertItemMenuUnlocked, assertMenuUnlocked } from '../operations/edit-locks';
import type { MenuItem as MenuItemAnswer } from '../contract';

const tags = ['menu items'];

export async function itemRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { owned, repos } = deps;

  // A menu's items in order (top level first); ?tree=true nests them under their parents.
  api.get('/api/items/', { schema: { tags, querystring: ItemListQuery, response: { 200: MenuItemTree } } }, async (request) => {
    const menu = await owned.menu(request.user, request.query.menu, 'read');
    const items = await repos.items.ofMenu(menu.id);
    const answers = items.map((item) => itemResponse(item, menu.site_slug));
    if (!request.query.tree) return answers;
    return nest<MenuItemAnswer, MenuItemAnswer>(answers, (item, children) => ({ ...item, children }));
  });

  api.post('/api/items/', { schema: { tags, body: CreateItemBody, response: { 201: MenuItem } } }, async (request, reply) => {
    await assertMenuUnlocked(deps, request, request.body.menu);
    const { item, menu } = await createItem(deps, request.user, request.body);
    return reply.code(201).send(itemResponse(item, menu.site_slug));
  });

  api.post('/api/items/reorder/', { schema: { tags, body: ReorderBody, response: { 200: ReorderAnswer } } }, async (request) => {
    await assertItemMenuUnlocked(deps, request, request.body.items[0]?.id);
    const { items, menu } = await reorderItems(deps, request.user, request.body);
    return { items: items.map((item) => itemResponse(item, menu.site_slug)) };
  });

  api.get('/api/items/:id/', { schema: { tags, params: IdParams, response: { 200: MenuItem } } }, async (request) => {
    const { item, menu } = await owned.item(request.user, request.params.id, 'read');
    return itemResponse(item, menu.site_slug);
  });

  api.put('/api/items/:id/', { schema: { tags, params: IdParams, body: UpdateItemBody, response: { 200: MenuItem } } }, async (request) => {
    await assertItemMenuUnlocked(deps, request, request.params.id);
    const { item, menu } = await updateItem(deps, request.user, request.params.id, request.body);
    return itemResponse(item, menu.site_slug);
  });

  api.patch(
    '/api/items/:id/',
    { schema: { tags, params: IdParams, body: UpdateItemBody, response: { 200: MenuItem } } },
    async (request) => {
      await assertItemMenuUnlocked(deps, request, request.params.id);
      const { item, menu } = await updateItem(deps, request.user, request.params.id, request.body);
      return itemResponse(item, menu.site_slug);
    },
  );

  api.delete('/api/items/:id/', { schema: { tags, params: IdParams, response: { 204: Type.Null() } } }, async (request, reply) => {
    await assertItemMenuUnlocked(deps, request, request.params.id);
    await deleteItem(deps, request.user, request.params.id);
    return reply.code(204).send(null);
  });
}
