import { httpError, higherRole, roleAllows, ROLE_REFUSED, type AuthUser, type MemberRole } from '@atlas/service-kit';
import type { Deps } from '../deps';
import type { MemberWithUser } from '../repositories/members';
import type { SiteWithRole } from './ownership';
import type { Member } from '../schemas/members';
import { publishMemberEvent, publishSiteEvent } from '../events/published';

const iso = (d: Date | string) => new Date(d).toISOString();

const MEMBER_NOT_FOUND = 'Member not found';

/** A member as the list shows them; an account this service has not heard of yet is named by its id. */
function memberAnswer(member: Pick<MemberWithUser, 'user_id' | 'role' | 'added_at' | 'username' | 'email'>): Member {
  return {
    user: { id: member.user_id, username: member.username ?? `user-${member.user_id}`, email: member.email ?? '' },
    role: member.role,
    added_at: iso(member.added_at),
  };
}

/** The owner first (added when the site was made), then every member in the order they joined. */
export async function listMembers({ repos }: Pick<Deps, 'repos'>, site: SiteWithRole): Promise<Member[]> {
  const [owner, members] = await Promise.all([repos.members.user(site.owner_id), repos.members.listBySite(site.id)]);
  return [
    memberAnswer({
      user_id: site.owner_id,
      role: 'owner' as MemberRole,
      added_at: site.created_at,
      username: owner?.username ?? null,
      email: owner?.email ?? null,
    }),
    ...members.map(memberAnswer),
  ];
}

/** One person's role on a site, with the time it last changed (what the other services' copies compare). */
export async function findMember({ repos }: Pick<Deps, 'repos'>, site: SiteWithRole, userId: number) {
  if (userId === site.owner_id) {
    const owner = await repos.members.user(userId);
    return {
      ...memberAnswer({
        user_id: userId,
        role: 'owner' as MemberRole,
        added_at: site.created_at,
        username: owner?.username ?? null,
        email: owner?.email ?? null,
      }),
      role: 'owner' as const,
      changed_at: iso(site.updated_at),
    };
  }
  const member = (await repos.members.listBySite(site.id)).find((row) => row.user_id === userId);
  if (!member) {
    // Not a member as of now, by this service's clock (the one every changed_at is stamped with): a copy that
    // still holds an older membership drops it, and only a later change can make them one again.
    throw httpError(404, MEMBER_NOT_FOUND, { as_of: new Date(await repos.members.now()).toISOString() });
  }
  return { ...memberAnswer(member), changed_at: iso(member.changed_at) };
}

/**
 * What an admin may not do to someone: the owner is changed only by handing the site over, and only
 * the owner changes or removes an admin.
 */
function refuseOverReach(actor: SiteWithRole, target: { role: MemberRole | 'owner' }) {
  if (roleAllows(target.role, 'owner'))
    throw httpError(403, "The owner's role cannot be changed or removed; the owner can transfer ownership instead.");
  if (roleAllows(target.role, 'admin') && !roleAllows(actor.role, 'owner'))
    throw httpError(403, 'Only the owner can change or remove an admin.');
}

/** Gives a member another role (admins and the owner; an admin may make a member an admin, not unmake one). */
export async function changeMemberRole(deps: Deps, site: SiteWithRole, userId: number, role: MemberRole): Promise<Member> {
  if (userId === site.owner_id) refuseOverReach(site, { role: 'owner' });
  return deps.db.transaction(async (trx) => {
    const member = await deps.repos.members.findForUpdate(site.id, userId, trx);
    if (!member) throw httpError(404, MEMBER_NOT_FOUND);
    refuseOverReach(site, member);
    const changed = (await deps.repos.members.setRole(site.id, userId, role, trx))!;
    await publishMemberEvent(deps.events, trx, 'changed', changed);
    const user = await deps.repos.members.user(userId, trx);
    return memberAnswer({ ...changed, username: user?.username ?? null, email: user?.email ?? null });
  });
}

/** Takes someone off a site: admins and the owner remove others; anyone but the owner may leave. */
export async function removeMember(deps: Deps, actor: AuthUser, site: SiteWithRole, userId: number): Promise<void> {
  const leaving = userId === actor.id;
  if (userId === site.owner_id) {
    if (leaving) throw httpError(403, 'The owner cannot leave the site; transfer ownership first.');
    refuseOverReach(site, { role: 'owner' });
  }
  if (!leaving && !roleAllows(site.role, 'admin')) throw httpError(403, ROLE_REFUSED);
  await deps.db.transaction(async (trx) => {
    const member = await deps.repos.members.findForUpdate(site.id, userId, trx);
    if (!member) throw httpError(404, MEMBER_NOT_FOUND);
    if (!leaving) refuseOverReach(site, member);
    const changedAt = await deps.repos.members.remove(site.id, userId, trx);
    await publishMemberEvent(deps.events, trx, 'removed', { site_id: site.id, user_id: userId, role: null, changed_at: changedAt! });
  });
}

/**
 * Hands the site to one of its members (the owner only): they become the owner, the old owner an
 * admin. The site row is locked first, so two transfers of one site happen one after the other.
 */
export async function transferOwnership(deps: Deps, site: SiteWithRole, userId: number) {
  if (userId === site.owner_id) throw httpError(400, 'This person already owns the site.');
  return deps.db.transaction(async (trx) => {
    const locked = await deps.repos.sites.findForUpdate(site.id, trx);
    if (!locked || locked.owner_id !== site.owner_id) throw httpError(409, 'The site changed hands meanwhile; reload and try again.');
    const member = await deps.repos.members.findForUpdate(site.id, userId, trx);
    if (!member) throw httpError(400, 'The new owner must be a member of the site.');
    const removedAt = await deps.repos.members.remove(site.id, userId, trx);
    const updated = await deps.repos.sites.changeOwner(site.id, userId, trx);
    const previousOwner = await deps.repos.members.add({ site_id: site.id, user_id: site.owner_id, role: 'admin', invited_by: null }, trx);
    await publishSiteEvent(deps.events, trx, 'updated', updated);
    await publishMemberEvent(deps.events, trx, 'removed', { site_id: site.id, user_id: userId, role: null, changed_at: removedAt! });
    await publishMemberEvent(deps.events, trx, 'added', previousOwner);
    return updated;
  });
}

/** Adds someone with at least `role` (a member already holding more keeps it); the role they hold now. */
export async function addMember(
  deps: Deps,
  trx: import('knex').Knex.Transaction,
  site: { id: number; owner_id: number },
  userId: number,
  role: MemberRole,
  invitedBy: number,
): Promise<MemberRole | 'owner'> {
  if (userId === site.owner_id) return 'owner';
  const existing = await deps.repos.members.findForUpdate(site.id, userId, trx);
  const wanted = existing ? (higherRole(existing.role, role) as MemberRole) : role;
  if (existing && existing.role === wanted) return wanted;
  const row = await deps.repos.members.add({ site_id: site.id, user_id: userId, role: wanted, invited_by: invitedBy }, trx);
  await publishMemberEvent(deps.events, trx, existing ? 'changed' : 'added', row);
  return wanted;
}
