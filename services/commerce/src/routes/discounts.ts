import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, requireStaff } from '@atlas/service-kit';
import type { Deps } from '../deps';
import { listDiscounts } from '../operations/discounts';

const Discount = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  description: Type.String(),
  kind: Type.String(),
  value: Type.Number(),
  minimum_subtotal: Type.Number(),
  starts_at: Type.Union([Type.String(), Type.Null()]),
  ends_at: Type.Union([Type.String(), Type.Null()]),
  usage_limit: Type.Union([Type.Integer(), Type.Null()]),
  per_customer_limit: Type.Union([Type.Integer(), Type.Null()]),
  used_count: Type.Integer(),
  is_active: Type.Boolean(),
});

/** The discount codes and how much each has been used, for staff. */
export async function discountRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get(
    '/ecommerce/api/discounts/',
    {
      onRequest: requireStaff,
      schema: { tags: ['orders'], response: { 200: Type.Object({ results: Type.Array(Discount), count: Type.Integer() }) } },
    },
    async () => {
      const results = await listDiscounts(deps);
      return { results, count: results.length };
    },
  );
}
