import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { httpError } from '@atlas/service-kit';
import type { Deps } from '../deps';
import { VitalsAnswer, VitalsBeacon } from '../schemas/performance';
import { collectVitals } from '../operations/collect-vitals';

const tags = ['performance'];

/** The tracker's vitals beacon: public, no cookie; answered 202 once validated and queued (503 when the queue is full). */
export async function vitalsRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  // navigator.sendBeacon with a string body sends text/plain: it is still the JSON beacon.
  api.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(httpError(400, 'Malformed JSON in request body'), undefined);
    }
  });
  api.post(
    '/api/performance/vitals/',
    { schema: { tags, body: VitalsBeacon, response: { 202: VitalsAnswer } } },
    async (request, reply) => {
      const status = await collectVitals(deps, request.headers['user-agent'] ?? '', request.body);
      if (status === 'full') return deps.beacons.refuse(reply);
      return reply.code(202).send({ status });
    },
  );
}
