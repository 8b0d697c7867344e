import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Detail } from '../schemas/auth';
import { SecuritySettings, SecuritySettingsChanges } from '../schemas/security';
import { changeSecuritySettings, readSecuritySettings } from '../operations/security-settings';

const tags = ['security'];

/** The platform's security settings (staff: registered in a staffOnly scope, 403 for everyone else). */
export async function securityRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get(
    '/api/auth/security/',
    {
      schema: {
        tags,
        summary: 'Whether staff must have a second factor, and how long a session lasts (staff)',
        response: { 200: SecuritySettings, 401: Detail, 403: Detail },
      },
    },
    async () => readSecuritySettings(app),
  );
  api.patch(
    '/api/auth/security/',
    {
      schema: {
        tags,
        summary:
          'Change the security settings (staff). A required second factor applies at the next sign-in or refresh; a session lifetime to sessions signed in from now on.',
        body: SecuritySettingsChanges,
        response: { 200: SecuritySettings, 400: Detail, 401: Detail, 403: Detail, 409: Detail },
      },
    },
    async (request) => changeSecuritySettings(app, request.user.id, request.body),
  );
}
