import { useState } from 'react';
import { Button, useToast } from '@atlas/shell-kit';
import { usePage } from '../api/pages';
import { usePublishSite, useSite } from '../api/sites';
import { liveAddress, withoutScheme } from '../site-manager/site-address';
import type { PageSaving } from './use-page-saving';

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
  const address = liveAddress(site, page);
  // Said as visitors write it: the site's own host and the page, else the path on this origin.
  const said = site.primary_origin ? withoutScheme(address).replace(/\/$/, '') : address.slice('/live'.length);
  return (
    <div className="atlas-publish-bar atlas-publish-bar--live" role="status">
      <p>
        <strong>Your page is live</strong> {`at ${said}`}
      </p>
      <a className="atlas-btn atlas-btn--secondary atlas-btn--sm" href={address} target="_blank" rel="noopener noreferrer">
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
