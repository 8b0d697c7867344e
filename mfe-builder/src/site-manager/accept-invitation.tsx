import { useParams, Link } from 'react-router-dom';
import { Button, Card, errorText, useAuth } from '@atlas/shell-kit';
import { roleAllows } from '@atlas/sites/contract';
import { useAcceptInvitation } from '../api/members';
import './site-manager.css';

const ROLE_NAMES = { viewer: 'a viewer', author: 'an author', editor: 'an editor', admin: 'an admin', owner: 'the owner' } as const;

/**
 * /invite/{token}: the link an invitation carries. The shell signs the visitor in (or has them register)
 * and brings them back here; they accept with one button and go to the site.
 */
export default function AcceptInvitation() {
  const token = useParams().token ?? '';
  const { user } = useAuth();
  const accept = useAcceptInvitation();
  const joined = accept.data;

  return (
    <main className="atlas-invite">
      <Card title={joined ? `Welcome to ${joined.site.name}` : 'You have been invited to a site'}>
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
            <p>{`Signed in as ${user?.username ?? '…'}. Accept to join the site with the role you were invited to.`}</p>
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
      </Card>
    </main>
  );
}
