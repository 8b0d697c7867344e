import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { httpError } from '@atlas/service-kit';
import { DemoCredentials, Detail } from '../../schemas/auth';
import { DEMO_ACCOUNT } from '../../seed/accounts';
import { usersRepository } from '../../repositories/users';

export async function demoRoute(app: FastifyInstance) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get(
    '/api/auth/demo/',
    {
      schema: {
        tags: ['auth'],
        summary: 'The demo credentials the login-required screen shows (development only)',
        response: { 200: DemoCredentials, 404: Detail },
      },
    },
    async () => {
      const demo = app.config.isProduction ? undefined : await usersRepository(app.db).findByLogin(DEMO_ACCOUNT.username);
      if (!demo || !demo.is_demo || !demo.is_active) throw httpError(404, 'Demo account is not available');
      return { username: DEMO_ACCOUNT.username, password: DEMO_ACCOUNT.password };
    },
  );
}
