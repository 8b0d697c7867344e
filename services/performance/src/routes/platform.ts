import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@atlas/service-kit';
import type { Deps } from '../deps';
import { OpenApiDocument, PlatformHealth, ServiceNameParams } from '../schemas/platform';
import { platformHealth, serviceOpenApi } from '../operations/platform-services';

const tags = ['platform'];
const Detail = Type.Object({ detail: Type.String() });

/** Staff's view of the platform's services: their health (Health screen) and their OpenAPI documents (API screen). */
export async function platformRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get(
    '/api/performance/services/',
    { schema: { tags, summary: "Every service's readiness, version, uptime and event backlog", response: { 200: PlatformHealth } } },
    async () => platformHealth(deps),
  );
  api.get(
    '/api/performance/services/:name/openapi.json',
    {
      schema: {
        tags,
        summary: "A service's OpenAPI document",
        params: ServiceNameParams,
        response: { 200: OpenApiDocument, 404: Detail, 502: Detail, 503: Detail },
      },
    },
    async (request) => serviceOpenApi(deps, request.params.name),
  );
}
