import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Button, ErrorState, Skeleton, errorText } from '@atlas/shell-kit';
import { useSite } from '../api/sites';
import { FormSubmissionsModal } from '../submissions/form-submissions-modal';
import { SiteSettingsModal } from './site-settings-modal';

// The exposed module `builder/SiteSettings`: this screen as its default export (the shell's route), the
// modal as a widget for hosts that already hold the site.
export { SiteSettingsModal };

/** /builder/site/:siteId/settings: the site's Settings modal; closing it goes back to the site list. */
export default function SiteSettingsScreen() {
  const siteId = Number(useParams().siteId);
  const site = useSite(siteId);
  const navigate = useNavigate();
  const [showingSubmissions, setShowingSubmissions] = useState(false);
  const backToSites = () => navigate('/dashboard/sites');

  if (site.isError || !Number.isInteger(siteId)) {
    return (
      <ErrorState title="Failed to load site" message={errorText(site.error, 'Site not found')}>
        <Button variant="secondary" onClick={backToSites}>
          Back to Sites
        </Button>
      </ErrorState>
    );
  }
  if (site.isPending)
    return (
      <div role="status" aria-label="Loading site settings">
        <Skeleton width="100%" height={320} />
      </div>
    );
  if (showingSubmissions) return <FormSubmissionsModal site={site.data} open onClose={backToSites} />;
  return <SiteSettingsModal site={site.data} open onClose={backToSites} onShowSubmissions={() => setShowingSubmissions(true)} />;
}
