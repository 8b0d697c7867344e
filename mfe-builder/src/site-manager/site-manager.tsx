import { useCallback, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { Button, ConfirmDialog, ErrorState, Skeleton, useAuth, useToast, errorText } from '@atlas/shell-kit';
import { useOpenShops } from '../api/shops';
import { useDeleteSite, useSites } from '../api/sites';
import type { Site } from '../api/types';
import { NavigationBuilderModal } from '../navigation/navigation-builder-modal';
import { SiteSettingsModal } from '../site-settings/site-settings-modal';
import { FormSubmissionsModal } from '../submissions/form-submissions-modal';
import { CreateSiteModal } from './create-site-modal';
import { TemplateLibraryModal } from './template-library-modal';
import { UseTemplateDialog } from './use-template-dialog';
import { useTemplates } from '../api/templates';
import type { SiteTemplate } from '../api/types';
import { SiteCard, type SiteDialog } from './site-card';
import '../styles/common.css';
import './site-manager.css';

function SiteCardSkeleton() {
  return (
    <div className="atlas-site-card" data-testid="site-card-skeleton">
      <Skeleton width="60%" height={20} />
      <Skeleton width="90%" />
      <Skeleton width="40%" />
      <Skeleton width="100%" height={32} />
    </div>
  );
}

/** The template a `?template={id}` link names: undefined while the library loads, 'missing' when it has no such template. */
function useLinkedTemplate(id: string | null): SiteTemplate | 'missing' | null | undefined {
  const templates = useTemplates({ enabled: id !== null });
  if (id === null) return null;
  if (!templates.data) return undefined;
  return templates.data.find((template) => String(template.id) === id) ?? 'missing';
}

/** /dashboard/sites: the signed-in user's sites, and the ways to make a new one. */
export default function SiteManager() {
  const { user, loading } = useAuth();
  const sites = useSites({ enabled: Boolean(user) });
  const shops = useOpenShops(Boolean(user));
  const deleteSite = useDeleteSite();
  const toast = useToast();
  const [retries, setRetries] = useState(0);
  // /dashboard/sites/new is the same screen with the Create New Site modal open; with ?template={id}
  // (the template gallery's Use Template) it asks for the name of a site made from that template.
  const onNewPath = useLocation().pathname.endsWith('/sites/new');
  const [searchParams, setSearchParams] = useSearchParams();
  const linkedTemplateId = onNewPath ? searchParams.get('template') : null;
  const linkedTemplate = useLinkedTemplate(linkedTemplateId);
  const [creating, setCreating] = useState(onNewPath && linkedTemplateId === null);
  const [browsingTemplates, setBrowsingTemplates] = useState(false);
  const [usingTemplate, setUsingTemplate] = useState<SiteTemplate | null>(null);
  const [dialog, setDialog] = useState<{ site: Site; kind: SiteDialog } | null>(null);
  const openDialog = useCallback((site: Site, kind: SiteDialog) => setDialog({ site, kind }), []);
  const closeDialog = () => setDialog(null);

  /** Closing what a ?template= link opened drops the parameter, so the dialog does not come back. */
  const closeLinked = (then?: () => void) => {
    then?.();
    if (linkedTemplateId !== null) setSearchParams({}, { replace: true });
  };

  if (loading)
    return (
      <div className="atlas-site-manager__state" role="status">
        Checking authentication...
      </div>
    );
  if (!user) {
    return (
      <div className="atlas-site-manager__state">
        <h1>Login Required</h1>
        <p>Please login to access the site builder.</p>
        <Link className="atlas-btn atlas-btn--primary atlas-btn--md" to="/dashboard/login">
          Login
        </Link>
      </div>
    );
  }

  const confirmDelete = async (site: Site) => {
    try {
      await deleteSite.mutateAsync(site.id);
      toast.success(`Deleted ${site.name}`);
    } catch (error) {
      toast.error(errorText(error, 'Failed to delete site'));
    }
    closeDialog();
  };

  let body;
  if (sites.isPending) {
    body = (
      <div className="atlas-site-grid" aria-busy="true" aria-label="Loading sites">
        {[0, 1, 2, 3].map((i) => (
          <SiteCardSkeleton key={i} />
        ))}
      </div>
    );
  } else if (sites.isError) {
    body = (
      <ErrorState
        title="Failed to Load Sites"
        message={errorText(sites.error, 'Failed to Load Sites')}
        retryLabel={retries === 0 ? 'Retry' : 'Try Again'}
        retrying={sites.isFetching}
        onRetry={() => {
          setRetries((n) => n + 1);
          void sites.refetch();
        }}
      />
    );
  } else if (sites.data.length === 0) {
    body = (
      <div className="atlas-site-manager__welcome">
        <h2>Welcome to Atlas Site Builder</h2>
        <p>Build your first website with the drag-and-drop builder, or start from a template.</p>
        <Button size="lg" onClick={() => setCreating(true)}>
          Create Your First Site
        </Button>
      </div>
    );
  } else {
    body = (
      <div className="atlas-site-grid">
        {sites.data.map((site) => (
          <SiteCard key={site.id} site={site} onOpen={openDialog} sells={shops.has(site.id)} />
        ))}
      </div>
    );
  }

  return (
    <div className="atlas-site-manager">
      <header className="atlas-site-manager__header">
        <div>
          <h1>Site Manager</h1>
          <p className="atlas-muted">Create and manage your websites with the visual builder.</p>
        </div>
        <div className="atlas-site-manager__actions">
          <Button variant="secondary" onClick={() => setBrowsingTemplates(true)}>
            From Template
          </Button>
          <Button onClick={() => setCreating(true)}>Create New Site</Button>
        </div>
      </header>
      {body}
      <CreateSiteModal open={creating || linkedTemplate === 'missing'} onClose={() => closeLinked(() => setCreating(false))} />
      {browsingTemplates && (
        <TemplateLibraryModal
          open
          onClose={() => setBrowsingTemplates(false)}
          onUse={(template) => {
            setBrowsingTemplates(false);
            setUsingTemplate(template);
          }}
        />
      )}
      {usingTemplate && (
        <UseTemplateDialog
          template={usingTemplate}
          onClose={() => setUsingTemplate(null)}
          onCreated={(site) => toast.success(`Created ${site.name}`)}
        />
      )}
      {!usingTemplate && linkedTemplate && linkedTemplate !== 'missing' && (
        <UseTemplateDialog
          template={linkedTemplate}
          onClose={() => closeLinked()}
          onCreated={(site) => toast.success(`Created ${site.name}`)}
        />
      )}
      {(dialog?.kind === 'settings' || dialog?.kind === 'members') && (
        <SiteSettingsModal
          site={dialog.site}
          open
          initialTab={dialog.kind === 'members' ? 'members' : undefined}
          onClose={closeDialog}
          onShowSubmissions={() => setDialog({ site: dialog.site, kind: 'submissions' })}
        />
      )}
      {dialog?.kind === 'menu' && <NavigationBuilderModal site={dialog.site} open onClose={closeDialog} />}
      {dialog?.kind === 'submissions' && <FormSubmissionsModal site={dialog.site} open onClose={closeDialog} />}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title="Delete site"
        message={dialog ? `Delete “${dialog.site.name}” and all its pages? This cannot be undone.` : ''}
        confirmLabel="Delete"
        danger
        busy={deleteSite.isPending}
        onConfirm={() => dialog && void confirmDelete(dialog.site)}
        onCancel={closeDialog}
      />
    </div>
  );
}
