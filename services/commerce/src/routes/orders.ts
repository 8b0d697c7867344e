import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { IdParams, requireStaff, requireUser } from '@atlas/service-kit';
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

const tags = ['orders'];
const base = '/ecommerce/api';

/** Checkout (signed in or guest), the customer's orders, staff's order handling and dashboard figures. */
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
    { onRequest: requireStaff, schema: { tags, params: IdParams, body: StatusBody, response: { 200: Order } } },
    async (request) =>
      orderResponse(deps, await updateStatus(deps, shopperOf(request), request.params.id, request.body), { withToken: false }),
  );

  api.get(
    `${base}/analytics/`,
    { onRequest: requireStaff, schema: { tags, querystring: DaysQuery, response: { 200: DashboardStats } } },
    async (request) => dashboardStats(deps, request.query.days ?? 30),
  );
  api.get(
    `${base}/stock-alerts/`,
    { onRequest: requireStaff, schema: { tags, querystring: LimitQuery, response: { 200: StockAlertList } } },
    async (request) => stockAlerts(deps, request.query.limit ?? 10),
  );
}
