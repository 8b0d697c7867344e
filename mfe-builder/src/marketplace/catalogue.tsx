import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, ConfirmDialog, EmptyState, ErrorState, PageHeader, Skeleton, errorText } from '@atlas/shell-kit';
import { MODULE_SORTS, type MarketplaceModule, type ModuleSort } from '@atlas/marketplace/contract';
import { useCategories, useInstalledIds, useModuleAction, useModules, type CatalogueFilters, type ModuleAction } from './marketplace-api';
import { ModuleCard } from './module-card';
import { ModuleDetail } from './module-detail';
import { ModuleScopeSelect, useModuleScope } from './module-scope';
import './marketplace.css';

const SORT_LABELS: Record<ModuleSort, string> = { downloads: 'Most popular', rating: 'Rating', newest: 'Newest', name: 'Name' };

/** Search, sort and category live in the address: a reload or a shared link shows the same list. */
function useCatalogueFilters(): [CatalogueFilters, (change: Partial<CatalogueFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const sort = params.get('sort');
  const filters: CatalogueFilters = {
    search: params.get('search') ?? '',
    sort: (MODULE_SORTS as readonly string[]).includes(sort ?? '') ? (sort as ModuleSort) : 'downloads',
    category: params.get('category') ?? '',
  };
  const change = (next: Partial<CatalogueFilters>) => {
    const merged = { ...filters, ...next };
    const query = new URLSearchParams();
    if (merged.search) query.set('search', merged.search);
    if (merged.sort !== 'downloads') query.set('sort', merged.sort);
    if (merged.category) query.set('category', merged.category);
    const site = params.get('site');
    if (site) query.set('site', site);
    setParams(query, { replace: true });
  };
  return [filters, change];
}

interface Outcome {
  tone: 'success' | 'error';
  text: string;
}

/** /dashboard/marketplace: the module catalogue, its detail overlay, install and uninstall. */
export function Catalogue() {
  const [filters, setFilters] = useCatalogueFilters();
  const modules = useModules(filters);
  const categories = useCategories();
  const [siteId, setSiteId] = useModuleScope();
  const installed = useInstalledIds(siteId);
  const moduleAction = useModuleAction();
  const [openId, setOpenId] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<MarketplaceModule | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const list = modules.data?.results ?? [];
  const open = list.find((module) => module.id === openId) ?? null;
  const isInstalled = (module: MarketplaceModule) => installed.data?.has(module.id) ?? false;

  const run = (module: MarketplaceModule, action: ModuleAction) => {
    setOutcome(null);
    moduleAction.mutate(
      { module, action, siteId },
      {
        onSuccess: () =>
          setOutcome({ tone: 'success', text: `Successfully ${action === 'install' ? 'installed' : 'uninstalled'} ${module.title}` }),
        onError: (error) =>
          setOutcome({ tone: 'error', text: `Failed to ${action} ${module.title}: ${errorText(error, 'Unknown error')}` }),
        onSettled: () => setConfirming(null),
      },
    );
  };

  return (
    <div className="atlas-screen atlas-market">
      <PageHeader title="Marketplace" subtitle="Modules that add blocks, themes, integrations and tools to all your sites" />
      <ModuleScopeSelect siteId={siteId} onChange={setSiteId} />
      {outcome && (
        <div className={`atlas-market__outcome is-${outcome.tone}`}>
          <span role={outcome.tone === 'error' ? 'alert' : 'status'}>{outcome.text}</span>
          <button type="button" className="atlas-icon-btn" aria-label="Dismiss" onClick={() => setOutcome(null)}>
            ×
          </button>
        </div>
      )}
      <div className="atlas-market__filters" role="search">
        <input
          className="atlas-input"
          type="search"
          aria-label="Search modules"
          placeholder="Search modules..."
          value={filters.search}
          onChange={(event) => setFilters({ search: event.target.value })}
        />
        <select
          className="atlas-input"
          aria-label="Sort by"
          value={filters.sort}
          onChange={(event) => setFilters({ sort: event.target.value as ModuleSort })}
        >
          {MODULE_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </select>
        <select
          className="atlas-input"
          aria-label="Category"
          value={filters.category}
          onChange={(event) => setFilters({ category: event.target.value })}
        >
          <option value="">All categories</option>
          {(categories.data?.results ?? []).map((category) => (
            <option key={category.id} value={category.slug}>
              {`${category.name} (${category.module_count})`}
            </option>
          ))}
        </select>
      </div>

      {modules.isPending ? (
        <ul className="atlas-market__grid" aria-busy="true" aria-label="Loading modules">
          {Array.from({ length: 6 }, (_, index) => (
            <li key={index}>
              <Skeleton height={190} />
            </li>
          ))}
        </ul>
      ) : modules.isError && !modules.data ? (
        <ErrorState
          message={errorText(modules.error, 'Failed to load modules')}
          onRetry={() => void modules.refetch()}
          retryLabel="Retry"
          retrying={modules.isFetching}
        />
      ) : list.length === 0 ? (
        <EmptyState
          title="No modules found"
          description={filters.search || filters.category ? 'Try another search or category.' : 'The catalogue is empty.'}
          action={
            (filters.search || filters.category) && (
              <Button variant="secondary" onClick={() => setFilters({ search: '', category: '' })}>
                Clear filters
              </Button>
            )
          }
        />
      ) : (
        <ul className="atlas-market__grid" aria-label="Modules">
          {list.map((module) => (
            <ModuleCard key={module.id} module={module} installed={isInstalled(module)} onOpen={() => setOpenId(module.id)} />
          ))}
        </ul>
      )}

      {open && !confirming && (
        <ModuleDetail
          module={open}
          installed={isInstalled(open)}
          siteId={siteId}
          busy={moduleAction.isPending}
          onInstall={() => run(open, 'install')}
          onUninstall={() => setConfirming(open)}
          onClose={() => setOpenId(null)}
        />
      )}
      <ConfirmDialog
        open={confirming !== null}
        title="Uninstall module"
        message={`Are you sure you want to uninstall ${confirming?.title ?? ''}? Its blocks stay on your pages; you can install it again later.`}
        confirmLabel="Uninstall"
        danger
        busy={moduleAction.isPending}
        onConfirm={() => confirming && run(confirming, 'uninstall')}
        onCancel={() => setConfirming(null)}
      />
    </div>
  );
}
