import { Link } from 'react-router-dom';
import { Badge, formatCount } from '@atlas/shell-kit';
import type { MarketplaceModule } from '@atlas/marketplace/contract';
import { configurePath } from './module-screens';

/** A card shows at most this many of a module's tags. */
export const CARD_TAG_LIMIT = 3;

/** The rating to one decimal out of 5: '4.8 / 5'. */
export const ratingText = (rating: number) => `${(Math.round(rating * 10) / 10).toFixed(1)} / 5`;

/** Pack icons are names ('megaphone'): the card shows the title's initial on the module's tile. */
export const moduleInitial = (module: Pick<MarketplaceModule, 'title'>) => (module.title.trim()[0] ?? '?').toUpperCase();

export function ModuleCard({ module, installed, onOpen }: { module: MarketplaceModule; installed: boolean; onOpen(): void }) {
  const configure = installed ? configurePath(module) : null;
  return (
    <li className="atlas-market-card">
      <button type="button" className="atlas-market-card__open" onClick={onOpen} aria-label={`${module.title}: details`}>
        <span className="atlas-market-card__icon" aria-hidden="true">
          {moduleInitial(module)}
        </span>
        <span className="atlas-market-card__head">
          <span className="atlas-market-card__title">{module.title}</span>
          <span className="atlas-market-card__author">by {module.author}</span>
        </span>
      </button>
      <p className="atlas-market-card__description">{module.description}</p>
      <div className="atlas-market-card__badges">
        {module.is_official && <Badge tone="info">Official</Badge>}
        {module.is_featured && <Badge tone="warning">Featured</Badge>}
        {installed && <Badge tone="success">Installed</Badge>}
      </div>
      <ul className="atlas-market-card__tags" aria-label="Tags">
        {module.tags.slice(0, CARD_TAG_LIMIT).map((tag) => (
          <li key={tag}>{tag}</li>
        ))}
      </ul>
      <p className="atlas-market-card__figures">
        <span aria-label={`Rated ${ratingText(module.rating)}`}>★ {ratingText(module.rating)}</span>
        <span>{formatCount(module.downloads)} downloads</span>
      </p>
      {configure && (
        <Link
          className="atlas-btn atlas-btn--secondary atlas-btn--sm atlas-market-card__configure"
          to={configure}
          aria-label={`Configure ${module.title}`}
        >
          Configure
        </Link>
      )}
    </li>
  );
}
