import type { Knex } from 'knex';
import { appLink, httpError, requestMail, type AuthUser } from '@atlas/service-kit';
import type { Deps } from '../deps';
import type { InvitationRow } from '../repositories/members';
import type { CreateInvitationBody, Invitation, InvitationPreview } from '../schemas/members';
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
    any_address: row.any_address,
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
        any_address: body.any_address ?? false,
        expires_at: expires,
      },
      trx,
    );
    // The accept page names who invited: the read model may not have heard of the inviter yet.
    await deps.repos.members.recordUserIfUnknown({ id: inviter.id, username: inviter.username, email: '' }, trx);
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
        row.any_address
          ? 'Sign in or create an account with any address; the link is yours alone, so do not forward it.'
          : `Sign in or create an account with ${row.email} to accept it; it cannot be accepted with another address.`,
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

const tokenHashOf = (token: string) => {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw httpError(404, INVITATION_GONE);
  return hashInvitationToken(token);
};

/** The accept page's first look (no sign-in needed: the link is the secret): which site, which role, who invited, for whom. */
export async function previewInvitation(deps: Deps, token: string): Promise<InvitationPreview> {
  const invitation = await deps.repos.members.openInvitation(tokenHashOf(token));
  const site = invitation && (await deps.repos.sites.findById(invitation.site_id));
  if (!invitation || !site) throw httpError(404, INVITATION_GONE);
  const inviter = await deps.repos.members.user(invitation.invited_by);
  return {
    site: { name: site.name },
    role: invitation.role,
    email: invitation.email,
    any_address: invitation.any_address,
    invited_by: inviter?.username ?? 'The site’s owner',
    expires_at: new Date(invitation.expires_at).toISOString(),
  };
}

export const wrongAccountDetail = (email: string, username: string) =>
  `This invitation is for ${email}. You are signed in as ${username}; sign in with ${email} to accept it.`;

/**
 * The signed-in user takes an invitation: single use (taken in one statement, so two at once give one
 * member), valid for a week, and only by the account with the invited e-mail unless the inviter let any
 * address accept it (403 naming whose it is otherwise, the invitation left open). They join with the
 * invited role, or keep a higher one they already hold.
 */
export async function acceptInvitation(deps: Deps, user: AuthUser, token: string) {
  const tokenHash = tokenHashOf(token);
  return deps.db.transaction(async (trx: Knex.Transaction) => {
    const open = await deps.repos.members.openInvitation(tokenHash, trx);
    if (!open) throw httpError(404, INVITATION_GONE);
    if (!open.any_address) {
      const account = await deps.repos.members.user(user.id, trx);
      if (account?.email.toLowerCase() !== open.email)
        throw httpError(403, wrongAccountDetail(open.email, user.username), { code: 'wrong_account' });
    }
    const invitation = await deps.repos.members.acceptInvitation(tokenHash, user.id, trx);
    if (!invitation) throw httpError(404, INVITATION_GONE);
    const site = await deps.repos.sites.findById(invitation.site_id, trx);
    if (!site) throw httpError(404, INVITATION_GONE);
    await deps.repos.members.recordUserIfUnknown({ id: user.id, username: user.username, email: '' }, trx);
    const role = await addMember(deps, trx, site, user.id, invitation.role, invitation.invited_by);
    return { site: { id: site.id, name: site.name, slug: site.slug }, role };
  });
}
