import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Badge, Button, EmptyState, ErrorState, PageHeader, Select, Skeleton, useToast, errorText } from '@atlas/shell-kit';
import type { Redirect } from '@atlas/marketplace/contract';
import { useSites } from '../../api/sites';
import type { Site } from '../../api/types';
import { ConfirmWithRefusal } from '../module-dialogs';
import { ModuleNotInstalled, isModuleNotInstalled } from '../module-not-installed';
import { REDIRECT_TYPES, RedirectDialog } from './redirect-dialog';
import { useDeleteRedirect, useRedirects } from './redirects-api';
import '../module-settings.css';

type Open = { dialog: 'add' } | { dialog: 'edit' | 'delete'; redirect: Redirect } | null;

const typeLabel = (statusCode: number) => REDIRECT_TYPES.find((type) => type.value === String(statusCode))?.label ?? String(statusCode);

/** The site in the address (?site=), else the first: a reload or a shared link shows the same rules. */
function useChosenSite(sites: Site[] | undefined): [Site | null, (id: number) => void] {
  const [params, setParams] = useSearchParams();
  const wanted = Number(params.get('site'));
  const site = sites?.find((candidate) => candidate.id === wanted) ?? sites?.[0] ?? null;
  return [site, (id) => setParams({ site: String(id) }, { replace: true })];
}

/** /dashboard/marketplace/redirects: the Redirects module's rules, per site. */
export function RedirectsScreen() {
  const sites = useSites();
  const [site, chooseSite] = useChosenSite(sites.data);
  const redirects = useRedirects(site?.id ?? null);
  const remove = useDeleteRedirect();
  const toast = useToast();
  const [open, setOpen] = useState<Open>(null);
  const close = () => {
    remove.reset();
    setOpen(null);
  };
  const notInstalled = isModuleNotInstalled(redirects.error) ? redirects.error : null;
  const rules = redirects.data?.results ?? [];
  const add = (
    <Button onClick={() => setOpen({ dialog: 'add' })} disabled={!redirects.data}>
      Add redirect
    </Button>
  );

  const body = () => {
    if (sites.isPending) return <Skeleton height={160} />;
    if (sites.isError)
      return (
        <ErrorState message={errorText(sites.error, 'Failed to load sites')} onRetry={() => void sites.refetch()} retryLabel="Retry" />
      );
    if (!site)
      return (
        <EmptyState
          title="No sites yet"
          description="Redirects belong to a site: create one first."
          action={
            <Link className="atlas-btn atlas-btn--primary atlas-btn--md" to="/dashboard/sites/new">
              New Site
            </Link>
          }
        />
      );
    if (notInstalled) return <ModuleNotInstalled error={notInstalled} title="Redirects" />;
    return (
      <>
        <div className="atlas-module-toolbar">
          <Select
            label="Site"
            options={(sites.data ?? []).map((candidate) => ({ value: String(candidate.id), label: candidate.name }))}
            value={String(site.id)}
            onChange={(event) => chooseSite(Number(event.target.value))}
          />
          {rules.length > 0 && add}
        </div>
        <p className="atlas-muted">
          {site.is_published
            ? `Rules apply on the public site /${site.slug}: a visitor of a From path is sent to its To.`
            : `${site.name} is not published yet: its rules apply once it is.`}
        </p>
        {redirects.isPending ? (
          <Skeleton height={120} />
        ) : redirects.isError ? (
          <ErrorState
            message={errorText(redirects.error, 'Failed to load redirects')}
            onRetry={() => void redirects.refetch()}
            retryLabel="Retry"
            retrying={redirects.isFetching}
          />
        ) : rules.length === 0 ? (
          <EmptyState
            title="No redirects yet"
            description="Keep old links working: send a path of this site to another path or address."
            action={add}
          />
        ) : (
          <table className="atlas-module-table">
            <caption className="atlas-visually-hidden">{`Redirects of ${site.name}`}</caption>
            <thead>
              <tr>
                <th scope="col">From</th>
                <th scope="col">To</th>
                <th scope="col">Type</th>
                <th scope="col">
                  <span className="atlas-visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rules.map((rule) => (
                <tr key={rule.id}>
                  <td data-label="From" className="atlas-module-break">
                    <code>{rule.from_path}</code>
                  </td>
                  <td data-label="To" className="atlas-module-break">
                    <code>{rule.to_path}</code>
                  </td>
                  <td data-label="Type">
                    <Badge tone={rule.status_code === 301 ? 'info' : 'neutral'}>{typeLabel(rule.status_code)}</Badge>
                  </td>
                  <td className="atlas-module-table__actions">
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => setOpen({ dialog: 'edit', redirect: rule })}
                      aria-label={`Edit ${rule.from_path}`}
                    >
                      Edit
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      className="atlas-module-row__delete"
                      onClick={() => setOpen({ dialog: 'delete', redirect: rule })}
                      aria-label={`Delete ${rule.from_path}`}
                    >
                      Delete
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </>
    );
  };

  return (
    <div className="atlas-screen atlas-module-screen">
      <PageHeader
        title="Redirects"
        subtitle="Per-site 301 and 302 redirects, answered by your public sites."
        actions={
          <Link className="atlas-btn atlas-btn--secondary atlas-btn--md" to="/dashboard/marketplace">
            Back to Marketplace
          </Link>
        }
      />
      {body()}

      {site && (open?.dialog === 'add' || open?.dialog === 'edit') && (
        <RedirectDialog
          siteId={site.id}
          redirect={open.dialog === 'edit' ? open.redirect : undefined}
          onSaved={() => {
            toast.success(open.dialog === 'edit' ? 'Redirect saved' : 'Redirect added');
            close();
          }}
          onClose={close}
        />
      )}
      <ConfirmWithRefusal
        open={open?.dialog === 'delete'}
        title="Delete redirect"
        message={`Are you sure you want to delete the redirect from ${open?.dialog === 'delete' ? open.redirect.from_path : ''}? Visitors of that path will no longer be sent on.`}
        refusal={remove.error}
        refusalFallback="Failed to delete the redirect"
        confirmLabel="Delete"
        danger
        busy={remove.isPending}
        onConfirm={() =>
          open?.dialog === 'delete' &&
          remove.mutate(open.redirect, {
            onSuccess: () => {
              toast.success('Redirect deleted');
              close();
            },
          })
        }
        onCancel={close}
      />
    </div>
  );
}
