import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { IdParams, httpError, sendCachedAnswer, signedInUser } from '@atlas/service-kit';
import type { Deps } from '../deps';
import { PublicMenu, PublicMenuParams } from '../schemas/public';
import { TrackClickAnswer, TrackClickBody } from '../schemas/items';
import { publicMenuAnswer } from '../operations/public-menu';
import { trackClick } from '../operations/clicks';

const tags = ['public'];

/** What visitors of the public sites call, with no token needed (manifest.json's publicRoutes). */
export async function publicRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  // A beacon sent with a plain string arrives as text/plain: read it as the JSON it is.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, body ? JSON.parse(body as string) : {});
    } catch {
      done(httpError(400, 'Malformed JSON in request body'), undefined);
    }
  });

  api.get(
    '/api/menus/public/:siteSlug/:location/',
    { schema: { tags, params: PublicMenuParams, response: { 200: PublicMenu } } },
    async (request, reply) => {
      const { siteSlug, location } = request.params;
      const answer = await publicMenuAnswer(deps, siteSlug, location, signedInUser(request) !== null, (menu) =>
        String(reply.serialize(menu)),
      );
      if (answer === null) throw httpError(404, 'Menu not found');
      // Kept text made by this route's answer schema, in the coding the browser takes, or 304.
      return sendCachedAnswer(request, reply, answer) as never;
    },
  );

  api.post(
    '/api/items/:id/track_click/',
    { schema: { tags, params: IdParams, body: TrackClickBody, response: { 202: TrackClickAnswer } } },
    async (request, reply) => {
      const visitor = { ip: request.ip ?? '', userAgent: String(request.headers['user-agent'] ?? '').slice(0, 500) };
      return reply.code(202).send(await trackClick(deps, request.params.id, request.body?.page_url, visitor));
    },
  );
}
