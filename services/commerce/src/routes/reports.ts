import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { requireStaff } from '@atlas/service-kit';
import type { Deps } from '../deps';
import { InventoryQuery, InventoryReport, SalesQuery, SalesReport } from '../schemas/reports';
import { inventoryReport, salesReport } from '../operations/reports';

const tags = ['reports'];
const base = '/ecommerce/api/reports';

/** Staff's reports: sales over a range of days, and the stock held. */
export async function reportRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get(
    `${base}/sales/`,
    { onRequest: requireStaff, schema: { tags, querystring: SalesQuery, response: { 200: SalesReport } } },
    async (request) => salesReport(deps, request.query),
  );
  api.get(
    `${base}/inventory/`,
    { onRequest: requireStaff, schema: { tags, querystring: InventoryQuery, response: { 200: InventoryReport } } },
    async (request) => inventoryReport(deps, request.query),
  );
}
