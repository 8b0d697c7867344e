import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { EmptyState, ErrorState, PageHeader, Skeleton, sitesQuery, errorText } from '@atlas/shell-kit';
import { useSiteTheme } from './themes-api';
import { ThemeSelector } from './theme-selector';
import { ThemeCustomizer } from './theme-customizer';
import './themes.css';

/** Without a site in the address: pick the site whose theme to change (the only one opens at once). */
function SitePicker() {
  const sites = useQuery(sitesQuery());
  const navigate = useNavigate();
  if (sites.isPending) return <Skeleton height={120} />;
  if (sites.isError)
    return <ErrorState message={errorText(sites.error, 'Failed to Load Sites')} onRetry={() => void sites.refetch()} retryLabel="Retry" />;
  if (sites.data.length === 0)
    return (
      <EmptyState
        title="No sites yet"
        description="Create a site first, then give it a theme."
        action={<Link to="/dashboard/sites/new">New Site</Link>}
      />
    );
  if (sites.data.length === 1) return <Navigate to={`/dashboard/themes/${sites.data[0].id}`} replace />;
  return (
    <div className="atlas-field atlas-theme-site-picker">
      <label className="atlas-field__label" htmlFor="atlas-theme-site">
        Choose a site
      </label>
      <select
        id="atlas-theme-site"
        className="atlas-input"
        defaultValue=""
        onChange={(event) => event.target.value && navigate(`/dashboard/themes/${event.target.value}`)}
      >
        <option value="" disabled>
          Select a site...
        </option>
        {sites.data.map((site) => (
          <option key={site.id} value={site.id}>
            {site.name}
          </option>
        ))}
      </select>
    </div>
  );
}

function SiteThemes({ siteId }: { siteId: number }) {
  const sites = useQuery(sitesQuery());
  const siteName = sites.data?.find((site) => site.id === siteId)?.name ?? 'Your Site';
  const siteTheme = useSiteTheme(siteId);
  const [choosing, setChoosing] = useState(false);

  if (siteTheme.isPending) return <Skeleton height={320} />;
  if (siteTheme.isError)
    return (
      <ErrorState
        message="Failed to load site theme"
        onRetry={() => void siteTheme.refetch()}
        retryLabel="Retry"
        retrying={siteTheme.isFetching}
      />
    );
  const current = siteTheme.data;
  if (!current || choosing)
    return (
      <>
        {current && (
          <p className="atlas-theme__back">
            <button type="button" className="atlas-btn atlas-btn--ghost atlas-btn--sm" onClick={() => setChoosing(false)}>
              Back to customizer
            </button>
          </p>
        )}
        <ThemeSelector siteId={siteId} siteName={siteName} current={current} onApplied={() => setChoosing(false)} />
      </>
    );
  // The selector unmounts the customiser, so an applied theme or preset starts a fresh draft; a save keeps it.
  return (
    <ThemeCustomizer key={current.id} siteId={siteId} siteName={siteName} siteTheme={current} onSwitchTheme={() => setChoosing(true)} />
  );
}

/** /dashboard/themes, /dashboard/themes/{siteId} and /dashboard/sites/{siteId}/themes. */
export default function ThemesScreen() {
  const { siteId } = useParams();
  const id = siteId && /^\d+$/.test(siteId) ? Number(siteId) : null;
  return (
    <div className="atlas-screen atlas-themes">
      <PageHeader title="Themes" subtitle="Choose how your site looks, then fine-tune its colours and fonts" />
      {id === null ? <SitePicker /> : <SiteThemes key={id} siteId={id} />}
    </div>
  );
}
