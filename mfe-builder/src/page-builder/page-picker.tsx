import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Select } from '@atlas/shell-kit';
import { useSites } from '../api/sites';
import { useSitePages } from '../api/pages';

/** /visual-builder names no page: the user picks a site, then one of its pages or a new one. */
export function PagePicker() {
  const sites = useSites();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const list = sites.data ?? [];
  const siteId = chosenId ?? list[0]?.id ?? NaN;
  const pages = useSitePages(siteId);

  if (sites.isPending)
    return (
      <div className="atlas-builder-state" role="status">
        Loading sites...
      </div>
    );
  if (sites.isError)
    return (
      <div className="atlas-builder-state" role="alert">
        <p>Failed to load sites</p>
        <Link to="/dashboard/sites">Back to Sites</Link>
      </div>
    );

  return (
    <div className="atlas-builder-state atlas-page-picker">
      <h1>Open a page in the builder</h1>
      {list.length === 0 ? (
        <>
          <p className="atlas-muted">You have no sites yet.</p>
          <Link className="atlas-button atlas-button--primary atlas-button--md" to="/dashboard/sites/new">
            Create New Site
          </Link>
        </>
      ) : (
        <>
          <Select
            label="Site"
            options={list.map((site) => ({ value: String(site.id), label: site.name }))}
            value={String(siteId)}
            onChange={(event) => setChosenId(Number(event.target.value))}
          />
          <nav aria-label="Pages" className="atlas-page-picker__pages">
            <p className="atlas-field__label">Page</p>
            {pages.isPending ? (
              <p className="atlas-muted">Loading pages...</p>
            ) : pages.isError ? (
              <p className="atlas-field__error" role="alert">
                Failed to load pages
              </p>
            ) : (
              <ul>
                {(pages.data ?? []).map((page) => (
                  <li key={page.id}>
                    <Link to={`/visual-builder/${page.id}`}>
                      {page.title}
                      {page.is_home_page ? ' (home)' : ''}
                    </Link>
                  </li>
                ))}
                <li>
                  <Link to={`/builder/site/${siteId}/page/new`}>+ New page</Link>
                </li>
              </ul>
            )}
          </nav>
        </>
      )}
      <Link to="/dashboard/sites">← Sites</Link>
    </div>
  );
}
