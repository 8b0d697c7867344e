import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Detail } from '../schemas/auth';
import { Preferences, PreferencesChanges } from '../schemas/preferences';
import { changePreferences, readPreferences } from '../operations/preferences';

const tags = ['preferences'];

/** The signed-in user's settings screen: theme, language, timezone and which emails they receive. */
export async function preferencesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get(
    '/api/auth/me/preferences/',
    { schema: { tags, summary: "The signed-in user's settings (defaults until saved)", response: { 200: Preferences, 401: Detail } } },
    async (request) => readPreferences(app, request.user.id),
  );
  api.patch(
    '/api/auth/me/preferences/',
    {
      schema: {
        tags,
        summary: "Change some of the signed-in user's settings",
        body: PreferencesChanges,
        response: { 200: Preferences, 400: Detail, 401: Detail },
      },
    },
    async (request) => changePreferences(app, request.user.id, request.body),
  );
}
