import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Badge, Button, Modal, Tabs, formatCount } from '@atlas/shell-kit';
import type { MarketplaceModule } from '@atlas/marketplace/contract';
import { moduleInitial, ratingText } from './module-card';
import { configurePath } from './module-screens';
import { withScope } from './module-scope';

const TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'screenshots', label: 'Screenshots' },
  { id: 'requirements', label: 'Requirements' },
];

/** Only web addresses become links: a catalogue value is never a script address. */
const webAddress = (url: string) => (/^https?:\/\//i.test(url) ? url : null);

interface ModuleDetailProps {
  module: MarketplaceModule;
  installed: boolean;
  /** The site the catalogue manages; null: the account. */
  siteId: number | null;
  busy: boolean;
  onInstall(): void;
  onUninstall(): void;
  onClose(): void;
}

/** The detail overlay: a dialog (focus kept inside, Escape closes) with Overview, Screenshots and Requirements. */
export function ModuleDetail({ module, installed, siteId, busy, onInstall, onUninstall, onClose }: ModuleDetailProps) {
  const [tab, setTab] = useState('overview');
  const path = installed ? configurePath(module) : null;
  const configure = path && withScope(path, siteId);
  const links = [
    ['Homepage', module.homepage],
    ['Repository', module.repository],
    ['Documentation', module.documentation],
  ].flatMap(([label, url]) => {
    const href = webAddress(url ?? '');
    return href ? [{ label, href }] : [];
  });
  return (
    <Modal
      open
      size="lg"
      onClose={onClose}
      title={
        <span className="atlas-market-detail__title">
          <span className="atlas-market-card__icon" aria-hidden="true">
            {moduleInitial(module)}
          </span>
          {module.title}
        </span>
      }
      footer={
        <>
          {installed && (
            <Button variant="danger" onClick={onUninstall} disabled={busy}>
              Uninstall
            </Button>
          )}
          {configure && (
            <Link className="atlas-btn atlas-btn--secondary atlas-btn--md" to={configure}>
              Configure
            </Link>
          )}
          <Button onClick={onInstall} disabled={installed || !module.is_compatible} loading={busy && !installed}>
            {installed ? 'Installed' : 'Install'}
          </Button>
        </>
      }
    >
      <p className="atlas-market-detail__meta">
        <span>by {module.author}</span>
        <span>Version {module.version}</span>
        <span>
          ★ {ratingText(module.rating)} ({formatCount(module.rating_count)} ratings)
        </span>
        <span>{formatCount(module.downloads)} downloads</span>
        {module.is_official && <Badge tone="info">Official</Badge>}
        {module.is_featured && <Badge tone="warning">Featured</Badge>}
      </p>
      {!module.is_compatible && (
        <p className="atlas-field__error" role="note">
          {`This version works with Atlas ${module.atlas_versions} only.`}
        </p>
      )}
      <Tabs tabs={TABS} selected={tab} onSelect={setTab} label="Module details">
        {tab === 'overview' && (
          <div className="atlas-market-detail__overview">
            <p>{module.long_description || module.description}</p>
            {module.tags.length > 0 && (
              <ul className="atlas-market-card__tags" aria-label="Tags">
                {module.tags.map((tag) => (
                  <li key={tag}>{tag}</li>
                ))}
              </ul>
            )}
            {links.length > 0 && (
              <p className="atlas-market-detail__links">
                {links.map((link) => (
                  <a key={link.label} href={link.href} target="_blank" rel="noopener noreferrer">
                    {link.label}
                  </a>
                ))}
              </p>
            )}
          </div>
        )}
        {tab === 'screenshots' &&
          (module.screenshots.length === 0 ? (
            <p className="atlas-muted">No screenshots for this module.</p>
          ) : (
            <ul className="atlas-market-detail__shots">
              {module.screenshots.flatMap((url, index) => {
                const src = webAddress(url) ?? (url.startsWith('/') ? url : null);
                return src
                  ? [
                      <li key={url}>
                        <img src={src} alt={`${module.title} screenshot ${index + 1}`} loading="lazy" />
                      </li>,
                    ]
                  : [];
              })}
            </ul>
          ))}
        {tab === 'requirements' && (
          <ul className="atlas-market-detail__requirements">
            <li>{`Atlas ${module.atlas_versions}`}</li>
            {module.requirements.map((requirement) => (
              <li key={requirement}>{requirement}</li>
            ))}
          </ul>
        )}
      </Tabs>
    </Modal>
  );
}
