import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { httpError, IdParams } from '@atlas/service-kit';
import { Detail } from '../../schemas/auth';
import { AccountChanges, StaffViewOfUser, UserPage, UserSearch } from '../../schemas/users';
import { usersRepository, type UserRow } from '../../repositories/users';
import { revokeUserSessions } from '../../operations/session-revocation';
import { forgetUser } from '../../operations/signed-in-user';

const USER_NOT_FOUND = 'User not found';

function staffView(user: UserRow) {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    is_staff: user.is_staff,
    is_active: user.is_active,
    date_joined: new Date(user.date_joined).toISOString(),
    last_login: user.last_login ? new Date(user.last_login).toISOString() : null,
  };
}

/** Users, for staff (registered in a staffOnly scope: everyone else gets 403). */
export async function usersRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get(
    '/api/auth/users/',
    {
      schema: {
        tags: ['users'],
        summary: 'Accounts, searched by username or email, newest first (staff)',
        querystring: UserSearch,
        response: { 200: UserPage, 403: Detail },
      },
    },
    async (request) => {
      const { search, page = 1, page_size = 20 } = request.query;
      const { count, rows } = await usersRepository(app.db).search(search?.trim() || undefined, page, page_size);
      return { count, results: rows.map(staffView) };
    },
  );

  api.get(
    '/api/auth/users/:id/',
    { schema: { tags: ['users'], summary: 'One account (staff)', params: IdParams, response: { 200: StaffViewOfUser, 404: Detail } } },
    async (request) => {
      const user = await usersRepository(app.db).findById(request.params.id);
      if (!user) throw httpError(404, USER_NOT_FOUND);
      return staffView(user);
    },
  );

  api.patch(
    '/api/auth/users/:id/',
    {
      schema: {
        tags: ['users'],
        summary:
          'Make or remove staff, deactivate or reactivate (staff). Deactivating or removing staff ends every session of the account at once.',
        params: IdParams,
        body: AccountChanges,
        response: { 200: StaffViewOfUser, 400: Detail, 403: Detail, 404: Detail },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { is_staff, is_active } = request.body;
      if (id === request.user.id && (is_active === false || is_staff === false)) {
        throw httpError(400, is_active === false ? 'You cannot deactivate your own account.' : 'You cannot remove your own staff access.');
      }
      const updated = await app.db.transaction(async (trx) => {
        const users = usersRepository(trx);
        // Locked: a sign-in in flight either finishes first (and its session is ended below) or sees the change.
        const before = await users.findForUpdate(id);
        if (!before) throw httpError(404, USER_NOT_FOUND);
        const user = (await users.update(id, {
          ...(is_staff !== undefined && { is_staff }),
          ...(is_active !== undefined && { is_active }),
        }))!;
        if (before.is_active && !user.is_active) await revokeUserSessions(app, trx, id, 'deactivated');
        // A token says is_staff: one that says it wrongly must not live on for 15 minutes.
        else if (before.is_staff && !user.is_staff) await revokeUserSessions(app, trx, id, 'staff_changed');
        forgetUser(app.db, id, trx);
        return user;
      });
      request.log.info({ userId: id, by: request.user.id, is_staff, is_active }, 'account changed by staff');
      return staffView(updated);
    },
  );
}
