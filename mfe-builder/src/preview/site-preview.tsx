import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button, useToast } from '@atlas/shell-kit';
import { PageBlocks } from '@atlas/blocks';
import { usePage, useSitePages } from '../api/pages';
import { usePublishSite, useSite, useUnpublishSite } from '../api/sites';
import type { Breakpoint } from '../editor/types';
import { CANVAS_WIDTH } from '../page-builder/breakpoint';
import { liveAddress, publicAddress } from '../site-manager/site-address';
import { PreviewFrame, ViewportSwitch } from './preview-frame';
import '../styles/common.css';
import './preview.css';

/** /dashboard/site/:siteId/preview — every page of a site at a chosen viewport, with share and publish. */
export default function SitePreview() {
  const siteId = Number(useParams().siteId);
  const site = useSite(siteId);
  const pages = useSitePages(siteId);
  const publishSite = usePublishSite();
  const unpublishSite = useUnpublishSite();
  const toast = useToast();
  const [breakpoint, setBreakpoint] = useState<Breakpoint>('desktop');
  const [chosenPageId, setChosenPageId] = useState<number | null>(null);
  const pageList = pages.data ?? [];
  const pageId = chosenPageId ?? pageList.find((page) => page.is_home_page)?.id ?? pageList[0]?.id ?? null;
  const page = usePage(pageId);

  if (site.isPending)
    return (
      <div className="atlas-preview__state" role="status">
        Loading site...
      </div>
    );
  if (site.isError || !site.data) {
    return (
      <div className="atlas-preview__state">
        <h1>Site not found</h1>
        <Link to="/dashboard/sites">Back to Sites</Link>
      </div>
    );
  }
  const current = site.data;

  const share = async () => {
    const url = publicAddress(current);
    try {
      await navigator.clipboard.writeText(url);
      toast.success(`Link copied: ${url}`);
    } catch {
      toast.show(`Share this link: ${url}`);
    }
  };

  const togglePublished = async () => {
    try {
      if (current.is_published) {
        await unpublishSite.mutateAsync(current.id);
        toast.success('Site unpublished');
      } else {
        await publishSite.mutateAsync(current.id);
        toast.success('Site published');
      }
    } catch {
      toast.error(current.is_published ? 'Failed to unpublish site' : 'Failed to publish site');
    }
  };

  return (
    <div className="atlas-site-preview">
      <aside className="atlas-site-preview__pages" aria-label="Pages">
        <Link to="/dashboard/sites" className="atlas-site-preview__back">
          ← Sites
        </Link>
        <h2>{current.name}</h2>
        <ul>
          {pageList.map((p) => (
            <li key={p.id}>
              <button
                type="button"
                aria-current={p.id === pageId ? 'page' : undefined}
                className={p.id === pageId ? 'is-active' : ''}
                onClick={() => setChosenPageId(p.id)}
              >
                {p.title}
                {p.is_home_page ? ' (home)' : ''}
                {p.is_published ? '' : ' · draft'}
              </button>
            </li>
          ))}
          {pages.isSuccess && pageList.length === 0 && <li className="atlas-muted">No pages yet</li>}
        </ul>
      </aside>
      <div className="atlas-site-preview__main">
        <header className="atlas-preview__bar">
          <ViewportSwitch value={breakpoint} onChange={setBreakpoint} />
          <div className="atlas-preview__actions">
            {pageId !== null && (
              <Link className="atlas-btn atlas-btn--secondary atlas-btn--sm" to={`/builder/site/${current.id}/page/${pageId}`}>
                Edit Page
              </Link>
            )}
            <Button variant="secondary" size="sm" onClick={() => void share()}>
              Share
            </Button>
            {/* The page being previewed, as visitors see it (the site's address for its home page). */}
            <a
              className="atlas-btn atlas-btn--secondary atlas-btn--sm"
              href={liveAddress(current, page.data ?? { slug: '', is_home_page: true })}
              title={current.is_published ? undefined : 'Visitors see this site once it is published'}
            >
              View Live
            </a>
            <Button
              size="sm"
              variant={current.is_published ? 'secondary' : 'primary'}
              loading={publishSite.isPending || unpublishSite.isPending}
              onClick={() => void togglePublished()}
            >
              {current.is_published ? 'Unpublish' : 'Publish Site'}
            </Button>
          </div>
        </header>
        <div className="atlas-preview__stage">
          {pageId === null ? (
            <p className="atlas-muted">This site has no pages yet.</p>
          ) : page.isPending ? (
            <p className="atlas-muted">Loading page...</p>
          ) : (
            <PreviewFrame width={CANVAS_WIDTH[breakpoint]} title={`Preview of ${page.data?.title ?? 'page'}`}>
              <PageBlocks blocks={page.data?.blocks ?? []} mode="public" />
            </PreviewFrame>
          )}
        </div>
      </div>
    </div>
  );
}
