import type { FastifyInstance } from 'fastify';
import { fastifyRequestContext, requestContext } from '@fastify/request-context';

/** Who caused an event: the signed-in person whose request wrote it (docs/contracts.md "Events"). */
export interface EventActor {
  id: number;
  username: string;
}

declare module '@fastify/request-context' {
  interface RequestContextData {
    actor?: EventActor;
  }
}

/**
 * A store per request (@fastify/request-context, AsyncLocalStorage kept across body parsing), so
 * every event a request writes names its actor without each route passing it on.
 */
export async function registerActorContext(app: FastifyInstance): Promise<void> {
  await app.register(fastifyRequestContext, { hook: 'onRequest' });
}

/** Marks the verified caller as the actor of whatever this request publishes. */
export function setRequestActor(request: { requestContext?: { set: (key: 'actor', value: EventActor) => void } }, actor: EventActor) {
  request.requestContext?.set('actor', actor);
}

/** The actor of the request being handled, if any (none in consumers, schedulers, workers). */
export function currentActor(): EventActor | undefined {
  return requestContext.get('actor');
}
