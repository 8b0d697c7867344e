import type { Knex } from 'knex';
import type { MemberRole } from '@atlas/service-kit';
import { table, SCHEMA, type Db } from './db';

export interface MemberRow {
  site_id: number;
  user_id: number;
  role: MemberRole;
  invited_by: number | null;
  added_at: Date;
  changed_at: Date;
}

/** A member with what the sites service knows of their account (an account it has not heard of yet: `user-<id>`). */
export interface MemberWithUser extends MemberRow {
  username: string | null;
  email: string | null;
}

export interface InvitationRow {
  id: number;
  site_id: number;
  email: string;
  role: MemberRole;
  token_hash: string;
  token_sealed: string;
  invited_by: number;
  /** The inviter let any account accept it, not only the one with `email`. */
  any_address: boolean;
  created_at: Date;
  expires_at: Date;
  accepted_at: Date | null;
  accepted_by: number | null;
  revoked_at: Date | null;
}

export interface UserRow {
  id: number;
  username: string;
  email: string;
}

export function membersRepository(db: Knex) {
  const members = (trx?: Db) => table(trx ?? db, 'site_members');
  const invitations = (trx?: Db) => table(trx ?? db, 'invitations');
  const users = (trx?: Db) => table(trx ?? db, 'users');

  return {
    async find(siteId: number, userId: number, trx?: Db): Promise<MemberRow | undefined> {
      return members(trx).where({ site_id: siteId, user_id: userId }).first();
    },
    /** Locks the membership row for a change (two admins changing one member wait for each other). */
    async findForUpdate(siteId: number, userId: number, trx: Knex.Transaction): Promise<MemberRow | undefined> {
      return members(trx).where({ site_id: siteId, user_id: userId }).forUpdate().first();
    },
    async listBySite(siteId: number, trx?: Db): Promise<MemberWithUser[]> {
      return members(trx)
        .leftJoin(`${SCHEMA}.users as u`, 'u.id', `${SCHEMA}.site_members.user_id`)
        .where({ site_id: siteId })
        .orderBy('added_at')
        .orderBy('user_id')
        .select(`${SCHEMA}.site_members.*`, 'u.username', 'u.email');
    },
    /** The sites a user is a member of (not owner), with their role. */
    async rolesOf(userId: number, trx?: Db): Promise<Map<number, MemberRole>> {
      const rows: { site_id: number; role: MemberRole }[] = await members(trx).where({ user_id: userId }).select('site_id', 'role');
      return new Map(rows.map((row) => [row.site_id, row.role]));
    },
    /** Adds a member, or raises an existing member's role to `role` when it is higher; the row as it is now. */
    async add(member: { site_id: number; user_id: number; role: MemberRole; invited_by: number | null }, trx: Db): Promise<MemberRow> {
      const [row] = await members(trx)
        .insert({ ...member, changed_at: (trx ?? db).fn.now() })
        .onConflict(['site_id', 'user_id'])
        .merge({ role: member.role, changed_at: (trx ?? db).fn.now() })
        .returning('*');
      return row;
    },
    async setRole(siteId: number, userId: number, role: MemberRole, trx: Db): Promise<MemberRow | undefined> {
      const [row] = await members(trx)
        .where({ site_id: siteId, user_id: userId })
        .update({ role, changed_at: (trx ?? db).fn.now() })
        .returning('*');
      return row;
    },
    /** Removes a membership; the time of the change (what `sites.member.removed` states), or undefined when there was none. */
    async remove(siteId: number, userId: number, trx: Db): Promise<Date | undefined> {
      const rows: { changed_at: Date }[] = await members(trx)
        .where({ site_id: siteId, user_id: userId })
        .delete()
        .returning((trx ?? db).raw('now() as changed_at'));
      return rows[0]?.changed_at;
    },

    async createInvitation(
      invitation: Pick<
        InvitationRow,
        'site_id' | 'email' | 'role' | 'token_hash' | 'token_sealed' | 'invited_by' | 'any_address' | 'expires_at'
      >,
      trx?: Db,
    ): Promise<InvitationRow> {
      const [row] = await invitations(trx).insert(invitation).returning('*');
      return row;
    },
    /** Invitations that can still be accepted, newest first. */
    async pendingInvitations(siteId: number, trx?: Db): Promise<InvitationRow[]> {
      return invitations(trx)
        .where({ site_id: siteId, accepted_at: null, revoked_at: null })
        .andWhere('expires_at', '>', (trx ?? db).fn.now())
        .orderBy('id', 'desc');
    },
    async revokeInvitation(siteId: number, id: number, trx?: Db): Promise<boolean> {
      const changed = await invitations(trx)
        .where({ site_id: siteId, id, accepted_at: null, revoked_at: null })
        .update({ revoked_at: (trx ?? db).fn.now() });
      return changed > 0;
    },
    /** An invitation that can still be accepted, by its token's hash. */
    async openInvitation(tokenHash: string, trx?: Db): Promise<InvitationRow | undefined> {
      return invitations(trx)
        .where({ token_hash: tokenHash, accepted_at: null, revoked_at: null })
        .andWhere('expires_at', '>', (trx ?? db).fn.now())
        .first();
    },
    /**
     * Takes an invitation for a user: one statement, so of two people (or two tabs) using one token at
     * once exactly one gets it. Undefined when it is unknown, used, revoked or expired.
     */
    async acceptInvitation(tokenHash: string, userId: number, trx: Db): Promise<InvitationRow | undefined> {
      const [row] = await invitations(trx)
        .where({ token_hash: tokenHash, accepted_at: null, revoked_at: null })
        .andWhere('expires_at', '>', (trx ?? db).fn.now())
        .update({ accepted_at: (trx ?? db).fn.now(), accepted_by: userId })
        .returning('*');
      return row;
    },

    /** The database's time: what `changed_at` is stamped with. */
    async now(trx?: Db): Promise<Date> {
      const result = await (trx ?? db).raw('select now() as now');
      return (result.rows ?? result)[0].now;
    },
    async user(id: number, trx?: Db): Promise<UserRow | undefined> {
      return users(trx).where({ id }).first();
    },
    async recordUserIfUnknown(user: UserRow, trx?: Db): Promise<void> {
      await users(trx).insert(user).onConflict('id').ignore();
    },
    async recordUser(user: UserRow, trx?: Db): Promise<void> {
      await users(trx).insert(user).onConflict('id').merge(['username', 'email']);
    },
  };
}

export type MembersRepository = ReturnType<typeof membersRepository>;
