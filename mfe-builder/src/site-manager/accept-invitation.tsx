import { useParams, Link } from 'react-router-dom';
import { Button, Card, errorText, useAuth } from '@atlas/shell-kit';
import { roleAllows } from '@atlas/sites/contract';
import { useAcceptInvitation, useInvitationPreview, type InvitationPreview } from '../api/members';
import './site-manager.css';

const ROLE_NAMES = { viewer: 'a viewer', author: 'an author', editor: 'an editor', admin: 'an admin', owner: 'the owner' } as const;

/** Whether the signed-in account may take the invitation: its address, or any when the inviter allowed it. */
const isFor = (invitation: InvitationPreview, email: string | undefined) =>
  invitation.any_address || (email ?? '').toLowerCase() === invitation.email;

/**
 * /invite/{token}: the link an invitation carries, open signed out too. It names the site, the role and
 * who invited; signed out it offers sign-in or registration with the invited address filled in; signed in
 * with another address it says whose invitation it is instead of an Accept button.
 */
export default function AcceptInvitation() {
  const token = useParams().token ?? '';
  const { user, isAuthenticated, loading, logout } = useAuth();
  const invitation = useInvitationPreview(token);
  const accept = useAcceptInvitation();
  const joined = accept.data;
  const back = `/invite/${token}`;

  if (invitation.isError) {
    return (
      <main className="atlas-invite">
        <Card title="Invitation not found">
          <p role="alert">{errorText(invitation.error, 'Invitation not found or expired')}</p>
          <div className="atlas-invite__actions">
            <Link className="atlas-btn atlas-btn--secondary atlas-btn--md" to="/dashboard">
              Go to the dashboard
            </Link>
          </div>
        </Card>
      </main>
    );
  }
  if (!invitation.data || loading) {
    return (
      <main className="atlas-invite">
        <Card title="You have been invited to a site">
          <p role="status">Loading the invitation…</p>
        </Card>
      </main>
    );
  }

  const { site, role, email, invited_by: inviter } = invitation.data;
  const withEmail = (path: string) => `${path}?next=${encodeURIComponent(back)}&email=${encodeURIComponent(email)}`;
  const mine = isFor(invitation.data, user?.email);

  return (
    <main className="atlas-invite">
      <Card title={joined ? `Welcome to ${joined.site.name}` : `Join ${site.name}`}>
        {joined ? (
          <>
            <p role="status">{`You are now ${ROLE_NAMES[joined.role]} of ${joined.site.name}.`}</p>
            <div className="atlas-invite__actions">
              {roleAllows(joined.role, 'editor') && (
                <Link className="atlas-btn atlas-btn--primary atlas-btn--md" to={`/builder/site/${joined.site.id}`}>
                  Open the builder
                </Link>
              )}
              <Link className="atlas-btn atlas-btn--secondary atlas-btn--md" to="/dashboard/sites">
                Go to your sites
              </Link>
            </div>
          </>
        ) : (
          <>
            <p>{`${inviter} invited you to work on ${site.name} as ${ROLE_NAMES[role]}.`}</p>
            {!invitation.data.any_address && <p className="atlas-muted">{`This invitation is for ${email}.`}</p>}
            {!isAuthenticated ? (
              <div className="atlas-invite__actions">
                <Link className="atlas-btn atlas-btn--primary atlas-btn--md" to={withEmail('/login')}>
                  Sign in to accept
                </Link>
                <Link className="atlas-btn atlas-btn--secondary atlas-btn--md" to={withEmail('/register')}>
                  Create an account
                </Link>
              </div>
            ) : !mine ? (
              <>
                <p className="atlas-invite__error" role="alert">
                  {`You are signed in as ${user?.username ?? 'another account'}, not ${email}: only ${email} can accept this invitation.`}
                </p>
                <div className="atlas-invite__actions">
                  <Button onClick={() => void logout()}>{`Sign out and use ${email}`}</Button>
                  <Link className="atlas-btn atlas-btn--secondary atlas-btn--md" to="/dashboard">
                    Not now
                  </Link>
                </div>
              </>
            ) : (
              <>
                <p>{`Signed in as ${user?.username ?? '…'}.`}</p>
                {accept.isError && (
                  <p className="atlas-invite__error" role="alert">
                    {errorText(accept.error, 'Invitation not found or expired')}
                  </p>
                )}
                <div className="atlas-invite__actions">
                  <Button onClick={() => accept.mutate(token)} loading={accept.isPending} disabled={accept.isError}>
                    Accept invitation
                  </Button>
                  <Link className="atlas-btn atlas-btn--secondary atlas-btn--md" to="/dashboard">
                    Not now
                  </Link>
                </div>
              </>
            )}
          </>
        )}
      </Card>
    </main>
  );
}
