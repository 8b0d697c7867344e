import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import {
  Badge,
  Button,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  Input,
  PageHeader,
  Select,
  Skeleton,
  StatusBadge,
  formatCountOf,
  formatDate,
  sitesQuery,
  useSiteRole,
  useToast,
  errorText,
} from '@atlas/shell-kit';
import { useBulkPages, useSite, useSitePages, type Page, type PageBulkAction } from '../../api/pages';
import { roleAllows } from '@atlas/sites/contract';
import { useContentPermissions } from '../shared/content-permissions';
import { useSelection, useUrlFilters, ViewToggle, type ListView } from '../shared/list-kit';

const SORTS = [
  { value: '', label: 'Home first' },
  { value: '-updated', label: 'Recently updated' },
  { value: 'title', label: 'Title A–Z' },
  { value: '-created', label: 'Newest' },
];
const TYPES = ['page', 'home', 'blog', 'contact', 'about'];

/** /dashboard/sites/{siteId}/pages and /dashboard/content/pages (site chosen there): a site's builder pages. */
export function SitePages({ siteId: routeSite }: { siteId?: number }) {
  const { selected, toggle, clear } = useSelection();
  const { params, setFilter } = useUrlFilters(clear);
  const sites = useQuery({ ...sitesQuery(), retry: false });
  const siteId = routeSite ?? (Number(params.get('site')) || sites.data?.[0]?.id);
  const [view, setView] = useState<ListView>('list');
  const [confirming, setConfirming] = useState(false);
  const toast = useToast();

  const filters = useMemo(() => {
    const q: Record<string, string> = {};
    for (const key of ['search', 'status', 'type', 'sort']) if (params.get(key)) q[key] = params.get(key)!;
    return q;
  }, [params]);
  const site = useSite(siteId);
  const pages = useSitePages(siteId, filters);
  const bulk = useBulkPages(siteId);
  // Pages are an editor's to create, publish and delete, the site's settings an admin's.
  const permissions = useContentPermissions();
  const refusal = permissions.pagesRefusal(siteId);
  const administers = roleAllows(useSiteRole(siteId), 'admin');
  const run = async (action: PageBulkAction) => {
    if (selected.size === 0) return;
    const { done, error } = await bulk.mutateAsync({ ids: [...selected], action });
    clear();
    setConfirming(false);
    if (done) toast.success(`${done} ${done === 1 ? 'page' : 'pages'} ${action === 'delete' ? 'deleted' : `${action}ed`}`);
    if (error) toast.error(errorText(error, 'Some pages could not be changed'));
  };
  const previewHref = (page: Page) =>
    site.data?.domain ? `https://${site.data.domain}/${page.is_home_page ? '' : page.slug}` : `/preview/site/${siteId}/page/${page.slug}`;

  if (sites.isSuccess && sites.data.length === 0 && !routeSite) {
    return (
      <EmptyState
        title="No pages found"
        description="Create a site first."
        action={
          <Link className="atlas-btn atlas-btn--primary atlas-btn--md" to="/dashboard/sites/new">
            New Site
          </Link>
        }
      />
    );
  }
  const list = pages.data ?? [];
  return (
    <div className="atlas-content">
      <PageHeader
        title={site.data ? `Pages — ${site.data.name}` : 'Pages'}
        subtitle="The builder pages of this site."
        actions={
          siteId ? (
            <>
              {administers && (
                <Link className="atlas-btn atlas-btn--secondary atlas-btn--md" to={`/builder/site/${siteId}/settings`}>
                  Site Settings
                </Link>
              )}
              {refusal ? (
                <Button disabled title={refusal}>
                  New Page
                </Button>
              ) : (
                <Link className="atlas-btn atlas-btn--primary atlas-btn--md" to={`/builder/site/${siteId}/pages/new`}>
                  New Page
                </Link>
              )}
            </>
          ) : null
        }
      />
      <div className="atlas-content__toolbar">
        {!routeSite && (
          <Select
            label="Site"
            value={siteId ? String(siteId) : ''}
            options={(sites.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
            onChange={(e) => setFilter('site', e.target.value)}
          />
        )}
        <Input label="Search" type="search" value={params.get('search') ?? ''} onChange={(e) => setFilter('search', e.target.value)} />
        <Select
          label="Type"
          value={params.get('type') ?? ''}
          options={[{ value: '', label: 'All types' }, ...TYPES.map((t) => ({ value: t, label: t }))]}
          onChange={(e) => setFilter('type', e.target.value)}
        />
        <Select
          label="Status"
          value={params.get('status') ?? ''}
          options={[
            { value: '', label: 'All' },
            { value: 'published', label: 'Published' },
            { value: 'draft', label: 'Draft' },
          ]}
          onChange={(e) => setFilter('status', e.target.value)}
        />
        <Select label="Sort" value={params.get('sort') ?? ''} options={SORTS} onChange={(e) => setFilter('sort', e.target.value)} />
        <ViewToggle view={view} onChange={setView} />
      </div>
      <div className="atlas-content__bulk" role="group" aria-label="Bulk actions">
        <span>{selected.size > 0 ? `${selected.size} selected` : formatCountOf(list.length, 'page')}</span>
        {refusal && <span className="atlas-content__refusal">{refusal}</span>}
        <Button size="sm" variant="secondary" disabled={!selected.size || bulk.isPending} onClick={() => void run('publish')}>
          Publish
        </Button>
        <Button size="sm" variant="secondary" disabled={!selected.size || bulk.isPending} onClick={() => void run('unpublish')}>
          Unpublish
        </Button>
        <Button size="sm" variant="danger" disabled={!selected.size || bulk.isPending} onClick={() => selected.size && setConfirming(true)}>
          Delete
        </Button>
      </div>
      {pages.isPending && (siteId || sites.isPending) ? (
        <Skeleton height={120} />
      ) : pages.isError || site.isError ? (
        <ErrorState
          title="Error Loading Pages"
          message={errorText(pages.error ?? site.error, 'Failed to load pages')}
          onRetry={() => void pages.refetch()}
        />
      ) : list.length === 0 ? (
        <EmptyState title="No pages found" />
      ) : (
        <ul className={view === 'grid' ? 'atlas-content__grid' : 'atlas-content__rows'}>
          {list.map((page) => (
            <li key={page.id} className="atlas-content__item">
              <input
                type="checkbox"
                aria-label={`Select ${page.title}`}
                checked={selected.has(page.id)}
                disabled={refusal !== null}
                title={refusal ?? undefined}
                onChange={() => toggle(page.id)}
              />
              <div className="atlas-content__main">
                {refusal ? (
                  <span className="atlas-content__title">{page.title}</span>
                ) : (
                  <Link className="atlas-content__title" to={`/builder/site/${siteId}/pages/${page.id}/edit`}>
                    {page.title}
                  </Link>
                )}
                <span className="atlas-content__meta">
                  /{page.slug} · {page.page_type} · updated {formatDate(page.updated_at)} ·{' '}
                  <a href={previewHref(page)} target="_blank" rel="noreferrer">
                    Preview
                  </a>
                </span>
              </div>
              {page.is_home_page && <Badge tone="info">HOME</Badge>}
              <StatusBadge status={page.is_published ? 'published' : 'draft'} />
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={confirming}
        title="Delete pages"
        message={`Delete ${selected.size} selected ${selected.size === 1 ? 'page' : 'pages'}? This cannot be undone.`}
        confirmLabel="Delete"
        danger
        busy={bulk.isPending}
        onConfirm={() => void run('delete')}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
