import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { IdParams, requireUser } from '@atlas/service-kit';
import type { Deps } from '../deps';
import { shopperOf } from './shopper';
import {
  CheckoutBody,
  DashboardStats,
  DaysQuery,
  LimitQuery,
  Order,
  OrderList,
  OrderQuery,
  OrderTokenQuery,
  StatusBody,
  StockAlertList,
} from '../schemas/shopping';
import { placeOrder } from '../operations/checkout';
import {
  accessibleOrder,
  cancelOrder,
  dashboardStats,
  listOrders,
  orderAnswer,
  orderById,
  orderResponse,
  stockAlerts,
  updateStatus,
} from '../operations/orders';
import { requireStore, storeOfQuery } from '../operations/stores';

const tags = ['orders'];
const base = '/ecommerce/api';

/**
 * Checkout (signed in or guest, in the body's store), the customer's orders, a store's order handling
 * and dashboard figures (`?site=`: a site's members by role; without: the platform's, staff).
 */
export async function orderRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.post(`${base}/orders/`, { schema: { tags, body: CheckoutBody, response: { 200: Order, 201: Order } } }, async (request, reply) => {
    const placed = await placeOrder(deps, shopperOf(request), request.body);
    if (placed.replayed) return reply.code(200).send(await orderResponse(deps, await orderById(deps, placed.orderId), { withToken: true }));
    // The new order as written: nothing to read again.
    return reply.code(201).send(orderAnswer(placed.order, placed.items, placed.payments, { withToken: true }));
  });
  api.get(
    `${base}/orders/`,
    { onRequest: requireUser, schema: { tags, querystring: OrderQuery, response: { 200: OrderList } } },
    async (request) => listOrders(deps, request.user, request.query),
  );
  api.get(
    `${base}/orders/:id/`,
    { schema: { tags, params: IdParams, querystring: OrderTokenQuery, response: { 200: Order } } },
    async (request) =>
      orderResponse(deps, await accessibleOrder(deps, shopperOf(request), request.params.id, request.query.token), {
        withToken: false,
      }),
  );
  api.post(
    `${base}/orders/:id/cancel/`,
    { schema: { tags, params: IdParams, querystring: OrderTokenQuery, response: { 200: Order } } },
    async (request) =>
      orderResponse(deps, await cancelOrder(deps, shopperOf(request), request.params.id, request.query.token), { withToken: false }),
  );
  api.post(
    `${base}/orders/:id/update_status/`,
    { onRequest: requireUser, schema: { tags, params: IdParams, body: StatusBody, response: { 200: Order } } },
    async (request) =>
      orderResponse(deps, await updateStatus(deps, shopperOf(request), request.params.id, request.body), { withToken: false }),
  );

  api.get(
    `${base}/analytics/`,
    { onRequest: requireUser, schema: { tags, querystring: DaysQuery, response: { 200: DashboardStats } } },
    async (request) => {
      const store = storeOfQuery(request.query);
      await requireStore(deps, request.user, store, 'read');
      return dashboardStats(deps, store, request.query.days ?? 30);
    },
  );
  api.get(
    `${base}/stock-alerts/`,
    { onRequest: requireUser, schema: { tags, querystring: LimitQuery, response: { 200: StockAlertList } } },
    async (request) => {
      const store = storeOfQuery(request.query);
      await requireStore(deps, request.user, store, 'read');
      return stockAlerts(deps, store, request.query.limit ?? 10);
    },
  );
}
