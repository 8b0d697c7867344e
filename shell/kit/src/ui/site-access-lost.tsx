import { Link } from 'react-router-dom';
import { ErrorState } from './error-state';

/** What an editor of a site shows once the user lost it (useSiteAccessLost), with the way back to their sites. */
export function SiteAccessLost() {
  return (
    <ErrorState title="You no longer have access to this site" message="You were removed from its team, or the site was deleted.">
      <Link className="atlas-btn atlas-btn--primary atlas-btn--md" to="/dashboard/sites">
        Back to Sites
      </Link>
    </ErrorState>
  );
}
