import type { Knex } from 'knex';
import type { Static } from '@atlas/service-kit';
import type { Me, User } from '../schemas/auth';
import { table, SCHEMA } from './db';

export interface UserRow {
  id: number;
  username: string;
  email: string;
  password_hash: string;
  is_staff: boolean;
  is_active: boolean;
  is_demo: boolean;
  date_joined: Date;
  last_login: Date | null;
}

/** A user as the API answers it: never the password hash. */
export type PublicUser = Static<typeof User>;

export function publicUser(user: UserRow): PublicUser {
  return { id: user.id, username: user.username, email: user.email, is_staff: user.is_staff };
}

/** The signed-in user as `GET /api/auth/me/` answers it. */
export type SignedInUser = Static<typeof Me>;

export function usersRepository(db: Knex | Knex.Transaction) {
  return {
    findById: (id: number): Promise<UserRow | undefined> => table(db, 'users').where({ id }).first(),

    /** The account, whether its second factor is on and whether the platform requires one of staff, in one query. */
    findWithTwoFactor: (
      id: number,
    ): Promise<(UserRow & { two_factor_enabled: boolean; staff_must_have_two_factor: boolean }) | undefined> =>
      table(db, 'users as users')
        .leftJoin(`${SCHEMA}.user_totp as totp`, 'totp.user_id', 'users.id')
        .where('users.id', id)
        .first(
          'users.*',
          db.raw('(totp.enabled_at is not null) as two_factor_enabled'),
          db.raw(`(select require_staff_two_factor from ${SCHEMA}.platform_settings where id = 1) as staff_must_have_two_factor`),
        ),

    /** The address of an active account: `user_id`'s, or with 'staff' every active staff user's (by id). */
    activeAddresses: (to: { user_id: number } | 'staff'): Promise<{ id: number; email: string }[]> =>
      to === 'staff'
        ? table(db, 'users').select('id', 'email').where({ is_staff: true, is_active: true }).orderBy('id')
        : table(db, 'users').select('id', 'email').where({ id: to.user_id, is_active: true }),

    /** Read under a share lock: a deactivation (which updates the row) waits for this transaction. */
    findForShare: (id: number): Promise<UserRow | undefined> => table(db, 'users').where({ id }).forShare().first(),

    /** Signing in accepts the username or the email, in any case. */
    findByLogin: (login: string): Promise<UserRow | undefined> =>
      table(db, 'users')
        .whereRaw('lower(username) = lower(?)', [login])
        .orWhereRaw('lower(email) = lower(?)', [login])
        .orderByRaw('lower(username) = lower(?) desc', [login])
        .first(),

    /** Which of username/email is already taken (case-insensitive). */
    async taken(username: string, email: string): Promise<{ username: boolean; email: boolean }> {
      const rows: { username: string; email: string }[] = await table(db, 'users')
        .select('username', 'email')
        .whereRaw('lower(username) = lower(?)', [username])
        .orWhereRaw('lower(email) = lower(?)', [email]);
      return {
        username: rows.some((row) => row.username.toLowerCase() === username.toLowerCase()),
        email: rows.some((row) => row.email.toLowerCase() === email.toLowerCase()),
      };
    },

    /** Whether another account already has this username or email (case-insensitive). */
    async takenByOthers(id: number, username?: string, email?: string): Promise<{ username: boolean; email: boolean }> {
      const others = () => table(db, 'users').whereNot({ id });
      const [byName, byEmail] = await Promise.all([
        username ? others().whereRaw('lower(username) = lower(?)', [username]).first('id') : undefined,
        email ? others().whereRaw('lower(email) = lower(?)', [email]).first('id') : undefined,
      ]);
      return { username: Boolean(byName), email: Boolean(byEmail) };
    },

    async update(
      id: number,
      changes: Partial<Pick<UserRow, 'username' | 'email' | 'is_staff' | 'is_active'>>,
    ): Promise<UserRow | undefined> {
      if (Object.keys(changes).length === 0) return table(db, 'users').where({ id }).first();
      const [updated] = await table(db, 'users').where({ id }).update(changes).returning('*');
      return updated;
    },

    findForUpdate: (id: number): Promise<UserRow | undefined> => table(db, 'users').where({ id }).forUpdate().first(),

    /** Staff's search: by username or email, newest first. */
    async search(text: string | undefined, page: number, pageSize: number): Promise<{ count: number; rows: UserRow[] }> {
      const matching = () => {
        const query = table(db, 'users');
        if (text) {
          const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
          query.where((q) => q.whereILike('username', like).orWhereILike('email', like));
        }
        return query;
      };
      const [{ count }] = await matching().count<{ count: string }[]>('* as count');
      const rows = await matching()
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      return { count: Number(count), rows };
    },

    async create(user: {
      username: string;
      email: string;
      password_hash: string;
      is_staff?: boolean;
      is_demo?: boolean;
    }): Promise<UserRow> {
      const [created] = await table(db, 'users').insert(user).returning('*');
      return created;
    },

    setPasswordHash: (id: number, password_hash: string) => table(db, 'users').where({ id }).update({ password_hash }),

    recordLogin: (id: number) => table(db, 'users').where({ id }).update({ last_login: db.fn.now() }),
  };
}
