import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { httpError } from '@atlas/service-kit';
import type { Deps } from '../deps';
import { Beacon, CollectAnswer } from '../schemas/analytics';
import { collectBeacon, type BeaconSender } from '../operations/collect';

/** Prefetches and prerenders are not visits; browsers say so in one of these headers. */
function isPrefetch(request: FastifyRequest): boolean {
  const purpose = `${request.headers['sec-purpose'] ?? ''} ${request.headers['purpose'] ?? ''} ${request.headers['x-purpose'] ?? ''}`;
  return /prefetch|prerender|preview/i.test(purpose);
}

/** The host the visitor's page was served from, as the browser told it. */
function pageHost(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin;
  if (origin && origin !== 'null') {
    try {
      return new URL(origin).host;
    } catch {
      // an unreadable Origin: fall back to the forwarded host
    }
  }
  const forwarded = request.headers['x-forwarded-host'];
  return (Array.isArray(forwarded) ? forwarded[0] : forwarded) ?? request.headers.host;
}

/** The request's part of a beacon: its user agent, address, purpose and page host. */
const senderOf = (request: FastifyRequest): BeaconSender => ({
  userAgent: request.headers['user-agent'] ?? '',
  ip: request.ip,
  prefetch: isPrefetch(request),
  pageHost: pageHost(request),
});

const tags = ['analytics'];

/** The tracker's beacon: public, answered 202 once validated and queued, before anything is stored (503 when the queue is full). */
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
    const status = await collectBeacon(deps, senderOf(request), request.body);
    if (status === 'full') return deps.beacons.refuse(reply);
    return reply.code(202).send({ status });
  });
}
