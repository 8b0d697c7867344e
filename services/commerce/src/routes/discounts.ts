import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { IdParams, requireUser } from '@atlas/service-kit';
import type { Deps } from '../deps';
import { Discount, DiscountChanges, DiscountInput, DiscountList, DiscountQuery } from '../schemas/discounts';
import { changeDiscount, createDiscount, deleteDiscount, listDiscounts } from '../operations/discounts';
import { requireStore, storeOfQuery } from '../operations/stores';

const tags = ['discounts'];
const base = '/ecommerce/api/discounts';

/**
 * A store's discount codes (`?site=` / body `site`; the platform's: staff), for its admins and owner:
 * list, create, change, delete one never used (a used code is switched off: orders name it).
 */
export async function discountRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get(
    `${base}/`,
    { onRequest: requireUser, schema: { tags, querystring: DiscountQuery, response: { 200: DiscountList } } },
    async (request) => {
      const store = storeOfQuery(request.query);
      await requireStore(deps, request.user, store, 'manage');
      const results = await listDiscounts(deps, store);
      return { results, count: results.length };
    },
  );
  api.post(
    `${base}/`,
    { onRequest: requireUser, schema: { tags, body: DiscountInput, response: { 201: Discount } } },
    async (request, reply) => {
      const store = storeOfQuery(request.body);
      await requireStore(deps, request.user, store, 'manage');
      return reply.code(201).send(await createDiscount(deps, store, request.body));
    },
  );
  api.patch(
    `${base}/:id/`,
    { onRequest: requireUser, schema: { tags, params: IdParams, body: DiscountChanges, response: { 200: Discount } } },
    async (request) => changeDiscount(deps, request.user, request.params.id, request.body),
  );
  api.delete(`${base}/:id/`, { onRequest: requireUser, schema: { tags, params: IdParams } }, async (request, reply) => {
    await deleteDiscount(deps, request.user, request.params.id);
    return reply.code(204).send();
  });
}
