import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { httpError } from '@atlas/service-kit';
import type { Deps } from '../deps';
import { Module, PackageBody } from '../schemas/modules';
import { moduleResponse } from '../operations/responses';
import { verifyPackage } from '../operations/signatures';
import { addPackage } from '../operations/packages';

const tags = ['marketplace'];

/** Staff add third-party modules as signed packages. */
export async function packageRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.post(
    '/api/marketplace/packages/',
    {
      schema: { tags, body: PackageBody, response: { 200: Module, 201: Module } },
      // The signature covers the manifest as sent: checked before validation may coerce or trim anything.
      preValidation: async (request) => {
        const body = request.body as Record<string, unknown> | null;
        if (!body || typeof body !== 'object' || Array.isArray(body) || !body.manifest || typeof body.manifest !== 'object') {
          throw httpError(400, 'body/manifest is required (an object)');
        }
        verifyPackage(deps.publishers, body);
      },
    },
    async (request, reply) => {
      const { manifest, publisher, signature } = request.body;
      const { module, created } = await addPackage(deps, manifest, publisher!, signature!);
      return reply.code(created ? 201 : 200).send(moduleResponse(module, deps.settings.atlasVersion));
    },
  );
}
