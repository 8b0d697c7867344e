import { useState, type FormEvent } from 'react';
import {
  Badge,
  Button,
  ConfirmDialog,
  Input,
  Select,
  Skeleton,
  errorText,
  formatDate,
  useAuth,
  useToast,
  copyText,
} from '@atlas/shell-kit';
import { MEMBER_ROLES, roleAllows, type Site, type SiteRole } from '@atlas/sites/contract';
import {
  useChangeRole,
  useInvitations,
  useInvite,
  useMembers,
  useRemoveMember,
  useRevokeInvitation,
  useTransferOwnership,
  type Invitation,
  type Member,
  type MemberRole,
} from '../api/members';

export const ROLE_LABELS: Record<SiteRole, string> = {
  viewer: 'Viewer',
  author: 'Author',
  editor: 'Editor',
  admin: 'Admin',
  owner: 'Owner',
};

const ROLE_HINTS: Record<MemberRole, string> = {
  viewer: 'reads everything of the site',
  author: 'writes and publishes their own posts, uploads media',
  editor: 'every page, post, medium, menu and template',
  admin: 'also settings, themes, modules and members',
};

const ROLE_OPTIONS = MEMBER_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** The invitation link as the inviter copies it: this dashboard's address. */
const linkOf = (invitation: Pick<Invitation, 'accept_url'>) => `${window.location.origin}${invitation.accept_url}`;

type Pending = { kind: 'remove'; member: Member } | { kind: 'transfer'; member: Member } | { kind: 'revoke'; invitation: Invitation };

/**
 * The Members tab: who works on the site and in which role. Everyone on the team sees the list; admins
 * and the owner invite, change roles and remove (never the owner, and only the owner touches another
 * admin); the owner hands the site over; anyone but the owner may leave. The server refuses the rest.
 */
export function MembersPanel({ site }: { site: Site }) {
  const { user } = useAuth();
  const toast = useToast();
  const myRole: SiteRole = site.role ?? (site.owner === user?.id ? 'owner' : 'viewer');
  const manages = roleAllows(myRole, 'admin');
  const members = useMembers(site.id);
  const invitations = useInvitations(site.id, { enabled: manages });
  const invite = useInvite(site.id);
  const revoke = useRevokeInvitation(site.id);
  const changeRole = useChangeRole(site.id);
  const remove = useRemoveMember(site.id);
  const transfer = useTransferOwnership(site.id);

  const [email, setEmail] = useState('');
  const [role, setRole] = useState<MemberRole>('editor');
  const [anyAddress, setAnyAddress] = useState(false);
  const [inviteError, setInviteError] = useState<string | null>(null);
  const [lastLink, setLastLink] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);

  /** Whether I may change or remove this member (the server holds the same rule). */
  const mayManage = (member: Member) =>
    manages && member.role !== 'owner' && member.user.id !== user?.id && (member.role !== 'admin' || myRole === 'owner');

  const submitInvite = async (event: FormEvent) => {
    event.preventDefault();
    setInviteError(null);
    try {
      const created = await invite.mutateAsync({ email: email.trim(), role, any_address: anyAddress });
      setEmail('');
      setLastLink(linkOf(created));
      toast.success(`Invitation created for ${created.email}`);
    } catch (error) {
      setInviteError(errorText(error, 'The invitation could not be created.'));
    }
  };

  const confirmPending = async () => {
    if (!pending) return;
    try {
      if (pending.kind === 'remove') {
        await remove.mutateAsync(pending.member.user.id);
        toast.success(pending.member.user.id === user?.id ? `You left ${site.name}` : `${pending.member.user.username} was removed`);
      } else if (pending.kind === 'transfer') {
        await transfer.mutateAsync(pending.member.user.id);
        toast.success(`${pending.member.user.username} now owns ${site.name}`);
      } else {
        await revoke.mutateAsync(pending.invitation.id);
        toast.success(`Invitation for ${pending.invitation.email} revoked`);
      }
    } catch (error) {
      toast.error(errorText(error, 'That did not work. Please try again.'));
    }
    setPending(null);
  };

  const changeMemberRole = async (member: Member, next: MemberRole) => {
    try {
      await changeRole.mutateAsync({ userId: member.user.id, role: next });
      toast.success(`${member.user.username} is now ${ROLE_LABELS[next].toLowerCase()}`);
    } catch (error) {
      toast.error(errorText(error, 'The role could not be changed.'));
    }
  };

  if (members.isPending) return <Skeleton width="100%" height={160} />;
  if (members.isError) return <p role="alert">{errorText(members.error, 'The members could not be loaded.')}</p>;

  const others = members.data.filter((member) => member.role !== 'owner');

  return (
    <div className="atlas-members">
      <p className="atlas-muted">
        {`Your role: ${ROLE_LABELS[myRole]}.`}
        {!manages && ' Only admins and the owner can invite or change members.'}
      </p>
      <ul className="atlas-members__list" aria-label="Members">
        {members.data.map((member) => (
          <li key={member.user.id} className="atlas-members__row">
            <div className="atlas-members__who">
              <span className="atlas-members__name">
                {member.user.username}
                {member.user.id === user?.id && <span className="atlas-muted"> (you)</span>}
              </span>
              {member.user.email && <span className="atlas-muted atlas-members__email">{member.user.email}</span>}
            </div>
            <div className="atlas-members__actions">
              {mayManage(member) ? (
                <Select
                  label={`Role of ${member.user.username}`}
                  hideLabel
                  options={ROLE_OPTIONS}
                  value={member.role}
                  disabled={changeRole.isPending}
                  onChange={(event) => void changeMemberRole(member, event.target.value as MemberRole)}
                />
              ) : (
                <Badge tone={member.role === 'owner' ? 'success' : 'neutral'}>{ROLE_LABELS[member.role]}</Badge>
              )}
              {mayManage(member) && (
                <Button
                  variant="danger"
                  size="sm"
                  onClick={() => setPending({ kind: 'remove', member })}
                  aria-label={`Remove ${member.user.username}`}
                >
                  Remove
                </Button>
              )}
              {member.user.id === user?.id && member.role !== 'owner' && (
                <Button variant="secondary" size="sm" onClick={() => setPending({ kind: 'remove', member })}>
                  Leave site
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>

      {manages && (
        <form className="atlas-members__invite" onSubmit={(event) => void submitInvite(event)} aria-label="Invite a member">
          <h3 className="atlas-members__heading">Invite by email</h3>
          <div className="atlas-members__invite-fields">
            <Input
              label="Email"
              type="email"
              required
              value={email}
              autoComplete="off"
              onChange={(event) => setEmail(event.target.value)}
              error={inviteError}
            />
            <Select
              label="Role"
              options={ROLE_OPTIONS}
              value={role}
              onChange={(event) => setRole(event.target.value as MemberRole)}
              aria-describedby="atlas-invite-role-hint"
            />
            <Button type="submit" loading={invite.isPending}>
              Invite
            </Button>
          </div>
          <p id="atlas-invite-role-hint" className="atlas-field__hint">{`${ROLE_LABELS[role]}: ${ROLE_HINTS[role]}.`}</p>
          <label className="atlas-members__any-address">
            <input type="checkbox" checked={anyAddress} onChange={(event) => setAnyAddress(event.target.checked)} />
            Let any account accept the link (otherwise only this email address can)
          </label>
          {lastLink && (
            <div className="atlas-members__link" role="status">
              <span>Invitation link (valid 7 days):</span>
              <code>{lastLink}</code>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => void copyText(lastLink).then((ok) => ok && toast.success('Link copied'))}
              >
                Copy link
              </Button>
            </div>
          )}
        </form>
      )}

      {manages && (
        <section aria-labelledby="atlas-pending-heading">
          <h3 id="atlas-pending-heading" className="atlas-members__heading">
            Pending invitations
          </h3>
          {invitations.isPending ? (
            <Skeleton width="100%" height={40} />
          ) : !invitations.data || invitations.data.length === 0 ? (
            <p className="atlas-muted">No pending invitations.</p>
          ) : (
            <ul className="atlas-members__list" aria-label="Pending invitations">
              {invitations.data.map((invitation) => (
                <li key={invitation.id} className="atlas-members__row">
                  <div className="atlas-members__who">
                    <span className="atlas-members__name">{invitation.email}</span>
                    <span className="atlas-muted">{`${ROLE_LABELS[invitation.role]} · expires ${formatDate(invitation.expires_at)}`}</span>
                  </div>
                  <div className="atlas-members__actions">
                    {invitation.accept_url && (
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={`Copy the invitation link for ${invitation.email}`}
                        onClick={() =>
                          void copyText(linkOf(invitation)).then((ok) =>
                            ok ? toast.success('Link copied') : setLastLink(linkOf(invitation)),
                          )
                        }
                      >
                        Copy link
                      </Button>
                    )}
                    <Button
                      variant="danger"
                      size="sm"
                      aria-label={`Revoke the invitation for ${invitation.email}`}
                      onClick={() => setPending({ kind: 'revoke', invitation })}
                    >
                      Revoke
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}

      {myRole === 'owner' && others.length > 0 && (
        <TransferOwnership members={others} onChoose={(member) => setPending({ kind: 'transfer', member })} />
      )}

      <ConfirmDialog
        open={pending !== null}
        danger={pending?.kind !== 'transfer'}
        busy={remove.isPending || transfer.isPending || revoke.isPending}
        title={pending?.kind === 'transfer' ? 'Transfer ownership' : pending?.kind === 'revoke' ? 'Revoke invitation' : 'Remove member'}
        confirmLabel={pending?.kind === 'transfer' ? 'Transfer' : pending?.kind === 'revoke' ? 'Revoke' : 'Remove'}
        message={
          pending?.kind === 'transfer'
            ? `Make ${pending.member.user.username} the owner of ${site.name}? You will stay on the site as an admin.`
            : pending?.kind === 'revoke'
              ? `Revoke the invitation for ${pending.invitation.email}? The link stops working.`
              : pending?.kind === 'remove' && pending.member.user.id === user?.id
                ? `Leave ${site.name}? You lose access to it at once.`
                : `Remove ${pending?.kind === 'remove' ? pending.member.user.username : ''} from ${site.name}? They lose access at once.`
        }
        onConfirm={() => void confirmPending()}
        onCancel={() => setPending(null)}
      />
    </div>
  );
}

function TransferOwnership({ members, onChoose }: { members: Member[]; onChoose(member: Member): void }) {
  const [chosen, setChosen] = useState(String(members[0].user.id));
  const member = members.find((candidate) => String(candidate.user.id) === chosen) ?? members[0];
  return (
    <section className="atlas-members__transfer" aria-labelledby="atlas-transfer-heading">
      <h3 id="atlas-transfer-heading" className="atlas-members__heading">
        Transfer ownership
      </h3>
      <div className="atlas-members__invite-fields">
        <Select
          label="New owner"
          options={members.map((candidate) => ({ value: String(candidate.user.id), label: candidate.user.username }))}
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
        />
        <Button variant="secondary" onClick={() => onChoose(member)}>
          Transfer ownership
        </Button>
      </div>
    </section>
  );
}
