import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { IdParams, requireStaff } from '@atlas/service-kit';
import type { Deps } from '../deps';
import { Discount, DiscountChanges, DiscountInput, DiscountList } from '../schemas/discounts';
import { changeDiscount, createDiscount, listDiscounts } from '../operations/discounts';

const tags = ['discounts'];
const base = '/ecommerce/api/discounts';

/** Staff's discount codes: list, create, change (a code is switched off, never deleted: orders name it). */
export async function discountRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get(`${base}/`, { onRequest: requireStaff, schema: { tags, response: { 200: DiscountList } } }, async () => {
    const results = await listDiscounts(deps);
    return { results, count: results.length };
  });
  api.post(
    `${base}/`,
    { onRequest: requireStaff, schema: { tags, body: DiscountInput, response: { 201: Discount } } },
    async (request, reply) => reply.code(201).send(await createDiscount(deps, request.body)),
  );
  api.patch(
    `${base}/:id/`,
    { onRequest: requireStaff, schema: { tags, params: IdParams, body: DiscountChanges, response: { 200: Discount } } },
    async (request) => changeDiscount(deps, request.params.id, request.body),
  );
}
