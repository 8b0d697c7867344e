import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { httpError } from '@atlas/service-kit';
import type { Deps } from '../deps';
import { Beacon, CollectAnswer } from '../schemas/analytics';
import { collectBeacon } from '../operations/collect';

const tags = ['analytics'];

/** The tracker's beacon: public, answered 202 before anything is counted. */
export async function collectRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  // navigator.sendBeacon with a string body sends text/plain: it is still the JSON beacon.
  api.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(httpError(400, 'Malformed JSON in request body'), undefined);
    }
  });
  api.post('/api/analytics/collect', { schema: { tags, body: Beacon, response: { 202: CollectAnswer } } }, async (request, reply) => {
    if (request.body.type === 'event' && !request.body.name) throw httpError(400, 'name is required for an event');
    const status = await collectBeacon(deps, request, request.body);
    return reply.code(202).send({ status });
  });
}
