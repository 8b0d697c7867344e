import type { BlockRender } from '../types';
import { list, str } from '../shared/content';
import { safeUrl } from '../shared/safe-url';
import { ButtonLink } from '../button/view';
import type { NavbarContent } from './schema';

/** A site header with logo, links and a button; on mobile the links fold behind a menu toggle (islandScript). */
export const navbarView: BlockRender<NavbarContent> = ({ content, block }) => {
  const menuId = `m-${String(block.id).replace(/[^\w-]/g, '')}`;
  const logo = safeUrl(content.logo, { allowDataImage: true });
  return (
    <nav className="atlas-navbar" aria-label="Main">
      <a className="atlas-navbar__brand" href="/">
        {logo ? <img src={logo} alt={str(content.brand) || 'Home'} height={36} /> : str(content.brand)}
      </a>
      <button type="button" className="atlas-navbar__toggle" data-atlas-menu-toggle="" aria-controls={menuId} aria-expanded="false">
        <span className="atlas-sr-only">Menu</span>
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <div className="atlas-navbar__menu" id={menuId}>
        <ul>
          {list(content.links).map((link, i) => (
            <li key={i}>
              <a href={safeUrl(link.url) || '#'}>{str(link.label)}</a>
            </li>
          ))}
        </ul>
        {str(content.ctaText) && <ButtonLink text={str(content.ctaText)} link={content.ctaLink} size="sm" />}
      </div>
    </nav>
  );
};
