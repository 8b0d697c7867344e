import type { Knex } from 'knex';
import { appLink, httpError, requestMail, type AuthUser } from '@atlas/service-kit';
import type { Deps } from '../deps';
import type { InvitationRow } from '../repositories/members';
import type { CreateInvitationBody, Invitation } from '../schemas/members';
import type { SiteWithRole } from './ownership';
import { addMember } from './members';
import { hashInvitationToken, INVITATION_DAYS, newInvitationToken, openInvitationToken, sealInvitationToken } from './invitation-tokens';

export const INVITATION_GONE = 'Invitation not found or expired';

const acceptPath = (token: string | undefined) => (token ? `/invite/${token}` : '');

function invitationAnswer(row: InvitationRow, token: string | undefined): Invitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    created_at: new Date(row.created_at).toISOString(),
    expires_at: new Date(row.expires_at).toISOString(),
    accept_url: acceptPath(token),
  };
}

const ROLE_WORDS = { viewer: 'a viewer', author: 'an author', editor: 'an editor', admin: 'an admin' } as const;

/**
 * Invites someone by email (admins and the owner): the message goes through the outbox with the
 * invitation (kept for the staff's Mail screen when no SMTP server is set), and the answer carries the
 * link for the inviter to copy.
 */
export async function inviteMember(deps: Deps, inviter: AuthUser, site: SiteWithRole, body: CreateInvitationBody): Promise<Invitation> {
  const token = newInvitationToken();
  const expires = new Date(Date.now() + INVITATION_DAYS * 24 * 3600 * 1000);
  return deps.db.transaction(async (trx) => {
    const row = await deps.repos.members.createInvitation(
      {
        site_id: site.id,
        email: body.email.trim().toLowerCase(),
        role: body.role,
        token_hash: hashInvitationToken(token),
        token_sealed: sealInvitationToken(token, deps.secret),
        invited_by: inviter.id,
        expires_at: expires,
      },
      trx,
    );
    const link = appLink(acceptPath(token));
    await requestMail(deps.events, trx, {
      to: row.email,
      category: 'invitation',
      subject: `${inviter.username} invited you to ${site.name} on Atlas`,
      text: [
        `${inviter.username} invited you to work on ${site.name} as ${ROLE_WORDS[row.role]}.`,
        '',
        `Accept the invitation (valid for ${INVITATION_DAYS} days): ${link}`,
        '',
        'Sign in or create an account with any address; the link is yours alone, so do not forward it.',
      ].join('\n'),
      link,
    });
    return invitationAnswer(row, token);
  });
}

export async function pendingInvitations(deps: Deps, site: SiteWithRole): Promise<Invitation[]> {
  const rows = await deps.repos.members.pendingInvitations(site.id);
  return rows.map((row) => invitationAnswer(row, openInvitationToken(row.token_sealed, deps.secret)));
}

export async function revokeInvitation(deps: Deps, site: SiteWithRole, id: number): Promise<void> {
  if (!(await deps.repos.members.revokeInvitation(site.id, id))) throw httpError(404, 'Invitation not found');
}

/**
 * The signed-in user takes an invitation: single use (taken in one statement, so two at once give one
 * member), valid for a week, for whoever holds the link. They join with the invited role, or keep a
 * higher one they already hold.
 */
export async function acceptInvitation(deps: Deps, user: AuthUser, token: string) {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw httpError(404, INVITATION_GONE);
  return deps.db.transaction(async (trx: Knex.Transaction) => {
    const invitation = await deps.repos.members.acceptInvitation(hashInvitationToken(token), user.id, trx);
    if (!invitation) throw httpError(404, INVITATION_GONE);
    const site = await deps.repos.sites.findById(invitation.site_id, trx);
    if (!site) throw httpError(404, INVITATION_GONE);
    await deps.repos.members.recordUserIfUnknown({ id: user.id, username: user.username, email: '' }, trx);
    const role = await addMember(deps, trx, site, user.id, invitation.role, invitation.invited_by);
    return { site: { id: site.id, name: site.name, slug: site.slug }, role };
  });
}
