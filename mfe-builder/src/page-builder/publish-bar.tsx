import { useState } from 'react';
import { Button, useToast } from '@atlas/shell-kit';
import { usePage } from '../api/pages';
import { usePublishSite, useSite } from '../api/sites';
import type { PageSaving } from './use-page-saving';

/** Where a page is seen by visitors: the site's address, and the page's slug unless it is the home page. */
export function liveAddress(siteSlug: string, page: { slug: string; is_home_page: boolean }): string {
  return page.is_home_page ? `/live/${siteSlug}` : `/live/${siteSlug}/${page.slug}`;
}

/**
 * Under the header, once the page is published. A page of a draft site is not seen by anyone: the bar
 * says so and offers "Publish site" right there. When the site is live, a page just published offers
 * View Live, which opens this page on the public site.
 */
export function PublishBar({ siteId, pageId, saving }: { siteId: number; pageId: number | null; saving: PageSaving }) {
  const site = useSite(siteId).data;
  const page = usePage(pageId).data;
  const publishSite = usePublishSite();
  const toast = useToast();
  const [publishedSiteHere, setPublishedSiteHere] = useState(false);
  if (!site || !page?.is_published) return null;

  if (!site.is_published) {
    const publish = async () => {
      try {
        await publishSite.mutateAsync(site.id);
        setPublishedSiteHere(true);
        toast.success('Site published');
      } catch {
        toast.error('Failed to publish site');
      }
    };
    return (
      <div className="atlas-publish-bar atlas-publish-bar--draft" role="status">
        <p>
          <strong>{`“${site.name}” is still a draft.`}</strong> Visitors see “Site Unavailable” until you publish the site.
        </p>
        <Button size="sm" loading={publishSite.isPending} onClick={() => void publish()}>
          Publish site
        </Button>
      </div>
    );
  }

  if (!saving.published && !publishedSiteHere) return null;
  return (
    <div className="atlas-publish-bar atlas-publish-bar--live" role="status">
      <p>
        <strong>Your page is live</strong> {`at /${site.slug}${page.is_home_page ? '' : `/${page.slug}`}`}
      </p>
      <a
        className="atlas-btn atlas-btn--secondary atlas-btn--sm"
        href={liveAddress(site.slug, page)}
        target="_blank"
        rel="noopener noreferrer"
      >
        View Live
      </a>
      <button
        type="button"
        className="atlas-publish-bar__close"
        aria-label="Dismiss"
        onClick={() => {
          setPublishedSiteHere(false);
          saving.dismissPublished();
        }}
      >
        ×
      </button>
    </div>
  );
}
