import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { EmptyState, errorText } from '@atlas/shell-kit';
import { useStoreSite } from '../../store/store-context';
import { useStoreAllows } from '../../store/store-access';
import { useStorePaths } from '../../store/store-paths';
import { Loading } from '../shared/loading';
import './site-shop.css';

/** A site's shop screens: the site's name over its own nav (discounts only for those who may manage them). */
export function SiteShopFrame({ children }: { children: ReactNode }) {
  const { site, loading, error } = useStoreSite();
  const paths = useStorePaths();
  const manages = useStoreAllows('manage');
  if (loading) return <Loading label="Loading shop..." />;
  if (!site) {
    return (
      <div className="atlas-screen">
        <EmptyState title="Site not found" description={errorText(error, 'This site does not exist or you cannot open it.')} />
      </div>
    );
  }
  const links = [
    { label: 'Overview', to: paths.overview, end: true },
    { label: 'Products', to: paths.products },
    { label: 'Orders', to: paths.orders },
    ...(manages ? [{ label: 'Discounts', to: paths.discounts }] : []),
    { label: 'Settings', to: paths.settings ?? paths.overview },
  ];
  return (
    <div className="shop-site">
      <header className="shop-site__header">
        <h1 className="shop-site__title">{`Shop — ${site.name}`}</h1>
        <nav className="shop-site__nav" aria-label="Shop">
          {links.map((link) => (
            <NavLink
              key={link.label}
              to={link.to}
              end={link.end}
              className={({ isActive }) => `shop-site__link${isActive ? ' shop-site__link--active' : ''}`}
            >
              {link.label}
            </NavLink>
          ))}
        </nav>
      </header>
      {children}
    </div>
  );
}
