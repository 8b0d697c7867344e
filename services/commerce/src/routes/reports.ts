import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { requireUser } from '@atlas/service-kit';
import type { Deps } from '../deps';
import { InventoryQuery, InventoryReport, SalesQuery, SalesReport } from '../schemas/reports';
import { inventoryReport, salesReport } from '../operations/reports';
import { requireStore, storeOfQuery } from '../operations/stores';

const tags = ['reports'];
const base = '/ecommerce/api/reports';

/** A store's reports (`?site=`: its members; without: the platform's, staff): sales over a range of days, and the stock held. */
export async function reportRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get(
    `${base}/sales/`,
    { onRequest: requireUser, schema: { tags, querystring: SalesQuery, response: { 200: SalesReport } } },
    async (request) => {
      const store = storeOfQuery(request.query);
      await requireStore(deps, request.user, store, 'read');
      return salesReport(deps, store, request.query);
    },
  );
  api.get(
    `${base}/inventory/`,
    { onRequest: requireUser, schema: { tags, querystring: InventoryQuery, response: { 200: InventoryReport } } },
    async (request) => {
      const store = storeOfQuery(request.query);
      await requireStore(deps, request.user, store, 'read');
      return inventoryReport(deps, store, request.query);
    },
  );
}
