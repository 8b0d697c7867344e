import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Card, EmptyState, ErrorState, PageHeader, Select, Skeleton, Tabs, sitesQuery } from '@atlas/shell-kit';

type MenuTab = 'builder' | 'mega-editor' | 'preview' | 'analytics';

const TABS = [
  { id: 'builder', label: 'Builder' },
  // Enabled only for a menu whose menu_type is mega_menu; no menu is selected yet.
  { id: 'mega-editor', label: 'Mega Menu', disabled: true },
  { id: 'preview', label: 'Preview' },
  { id: 'analytics', label: 'Analytics' },
];

/** menus/MenusSection: /dashboard/menus, /dashboard/menus/{siteId}, /dashboard/menus/{siteId}/{menuId}. */
export default function MenusSection() {
  const { siteId } = useParams();
  const navigate = useNavigate();
  const sites = useQuery(sitesQuery());
  const [tab, setTab] = useState<MenuTab>('builder');

  const header = <PageHeader title="Menu Manager" subtitle="Build navigation menus and mega menus for your sites." />;
  if (sites.isPending)
    return (
      <div className="atlas-screen">
        {header}
        <Card>
          <Skeleton height={120} />
        </Card>
      </div>
    );
  if (sites.isError)
    return (
      <div className="atlas-screen">
        {header}
        <ErrorState message="Failed to load sites" onRetry={() => sites.refetch()} />
      </div>
    );
  if (sites.data.length === 0) {
    return (
      <div className="atlas-screen">
        {header}
        <Card>
          <EmptyState
            title="No Sites Found"
            description="Create a site first, then build its menus."
            action={
              <Link className="atlas-btn atlas-btn--primary atlas-btn--md" to="/dashboard/sites">
                Go to Sites
              </Link>
            }
          />
        </Card>
      </div>
    );
  }

  const selectedSite = siteId ?? String(sites.data[0].id);
  return (
    <div className="atlas-screen">
      {header}
      <Card>
        <div className="atlas-toolbar">
          <Select
            label="Site"
            value={selectedSite}
            onChange={(event) => navigate(`/dashboard/menus/${event.target.value}`)}
            options={sites.data.map((site) => ({ value: String(site.id), label: site.name }))}
          />
        </div>
      </Card>
      <Card>
        <Tabs label="Menu tools" tabs={TABS} selected={tab} onSelect={(id) => setTab(id as MenuTab)}>
          <EmptyState title="Welcome to the Menu Manager" description="This site has no menus yet. Menus you create appear here." />
        </Tabs>
      </Card>
    </div>
  );
}
