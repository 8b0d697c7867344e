import { memo } from 'react';
import { Link } from 'react-router-dom';
import { Badge, Button, formatCountOf, formatDate } from '@atlas/shell-kit';
import { roleAllows } from '@atlas/sites/contract';
import type { Site } from '../api/types';
import { publicAddress, shownAddress } from './site-address';

export type SiteDialog = 'settings' | 'members' | 'menu' | 'submissions' | 'delete';

const ROLE_NAMES = { viewer: 'Viewer', author: 'Author', editor: 'Editor', admin: 'Admin', owner: 'Owner' } as const;

function lastUpdated(updatedAt: string | null | undefined): string {
  if (!updatedAt) return 'Today';
  const date = new Date(updatedAt);
  if (Number.isNaN(date.getTime())) return 'Today';
  return date.toDateString() === new Date().toDateString() ? 'Today' : formatDate(updatedAt);
}

/** `sells`: the site's shop is open (the commerce service's list of shops says so). */
export const SiteCard = memo(function SiteCard({
  site,
  onOpen,
  sells = false,
}: {
  site: Site;
  onOpen(site: Site, dialog: SiteDialog): void;
  sells?: boolean;
}) {
  const pages = site.pages_count ?? 0;
  // What the card offers follows the reader's role (the server refuses the rest anyway).
  const role = site.role ?? 'owner';
  const edits = roleAllows(role, 'editor');
  const administers = roleAllows(role, 'admin');
  return (
    <article className="atlas-site-card" aria-label={site.name}>
      <header className="atlas-site-card__header">
        <h3 className="atlas-site-card__name">{site.name}</h3>
        <span className="atlas-site-card__badges">
          {role !== 'owner' && <Badge tone="info">{ROLE_NAMES[role]}</Badge>}
          {sells && (
            <Link className="atlas-badge atlas-badge--success atlas-site-card__shop" to={`/dashboard/sites/${site.id}/shop`}>
              Shop<span className="atlas-visually-hidden"> of {site.name}</span>
            </Link>
          )}
          <Badge tone={site.is_published ? 'success' : 'neutral'}>{site.is_published ? 'Published' : 'Draft'}</Badge>
        </span>
      </header>
      <p className="atlas-site-card__address">
        {site.is_published ? (
          <a href={publicAddress(site)} target="_blank" rel="noopener noreferrer">
            {shownAddress(site)}
          </a>
        ) : (
          shownAddress(site)
        )}
      </p>
      <p className="atlas-site-card__description">{site.description || 'No description'}</p>
      <p className="atlas-site-card__meta">
        <span>{formatCountOf(pages, 'page')}</span>
        <span>{`Updated ${lastUpdated(site.updated_at)}`}</span>
      </p>
      <div className="atlas-site-card__primary">
        {edits && (
          <Link className="atlas-btn atlas-btn--primary atlas-btn--sm" to={`/builder/site/${site.id}`}>
            Edit
          </Link>
        )}
        <Link className="atlas-btn atlas-btn--secondary atlas-btn--sm" to={`/dashboard/site/${site.id}/preview`}>
          Preview
        </Link>
        {administers && (
          <Button variant="secondary" size="sm" onClick={() => onOpen(site, 'settings')}>
            Site Settings
          </Button>
        )}
      </div>
      <nav className="atlas-site-card__more" aria-label={`More actions for ${site.name}`}>
        {edits && <Link to={`/builder/site/${site.id}`}>Builder</Link>}
        {edits && (
          <button type="button" onClick={() => onOpen(site, 'menu')}>
            Menu
          </button>
        )}
        {administers && <Link to={`/dashboard/sites/${site.id}/themes`}>Design</Link>}
        <Link to={`/dashboard/sites/${site.id}/analytics`}>Analytics</Link>
        <Link to={`/dashboard/sites/${site.id}/shop`}>Shop</Link>
        <button type="button" onClick={() => onOpen(site, 'members')}>
          Members
        </button>
        <button type="button" onClick={() => onOpen(site, 'submissions')}>
          Submissions
        </button>
        {role === 'owner' && (
          <button type="button" className="is-danger" onClick={() => onOpen(site, 'delete')}>
            Delete
          </button>
        )}
      </nav>
    </article>
  );
});
