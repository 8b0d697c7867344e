import { useEffect, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { EmptyState, useAuth, useTheme } from '@atlas/shell-kit';
import { Breadcrumbs } from './breadcrumbs';
import { CartBadge } from './cart-badge';
import { Dropdown } from './dropdown';
import { Icon } from './icon';
import { SearchBox } from './search-box';
import { USER_MENU_LINKS, quickActionsFor } from './navigation';
import { useNavigation } from './use-navigation';

const SIDEBAR_KEY = 'atlas_sidebar_collapsed';

function readCollapsed(): boolean {
  try {
    return window.localStorage.getItem(SIDEBAR_KEY) === 'true';
  } catch {
    return false;
  }
}

function Sidebar({ collapsed, onToggle, mobileOpen }: { collapsed: boolean; onToggle(): void; mobileOpen: boolean }) {
  const sections = useNavigation();
  return (
    <aside
      className={`shell-sidebar${collapsed ? ' shell-sidebar--collapsed' : ''}${mobileOpen ? ' shell-sidebar--open' : ''}`}
      aria-label="Dashboard"
    >
      <div className="shell-sidebar__brand">
        <Link to="/dashboard" className="shell-brand" aria-label="Atlas dashboard">
          <span className="shell-brand__mark" aria-hidden="true">
            A
          </span>
          {!collapsed && <span className="shell-brand__name">Atlas</span>}
        </Link>
        <button
          type="button"
          className="atlas-icon-btn shell-sidebar__toggle"
          onClick={onToggle}
          aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          aria-expanded={!collapsed}
        >
          <Icon name={collapsed ? 'chevronRight' : 'chevronLeft'} />
        </button>
      </div>
      <nav className="shell-nav" aria-label="Main">
        {sections.map((section) => (
          <div key={section.id} className="shell-nav__section" data-section={section.id}>
            {section.links.length > 1 && !collapsed && <p className="shell-nav__heading">{section.label}</p>}
            <ul className="shell-nav__list">
              {/* Collapsed, a section is one icon leading to its first screen. */}
              {(collapsed ? section.links.slice(0, 1) : section.links).map((link, index) => (
                <li key={link.path}>
                  <NavLink
                    to={link.path}
                    end={link.path === '/dashboard' || link.path === '/dashboard/content'}
                    className={({ isActive }) => `shell-nav__link${isActive ? ' shell-nav__link--active' : ''}`}
                    title={collapsed ? section.label : undefined}
                    aria-label={collapsed ? section.label : undefined}
                  >
                    <span className="shell-nav__icon">{index === 0 ? <Icon name={section.icon} /> : null}</span>
                    {!collapsed && <span>{link.label}</span>}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
    </aside>
  );
}

function QuickActions() {
  const { pathname } = useLocation();
  const sections = useNavigation();
  return (
    <Dropdown
      label="Quick Actions"
      triggerClassName="atlas-btn atlas-btn--primary atlas-btn--sm"
      trigger={
        <>
          <Icon name="plus" size={16} />
          <span className="shell-hide-tablet">Quick Actions</span>
        </>
      }
    >
      {(close) =>
        quickActionsFor(sections, pathname).map((action) => (
          <Link key={action.path} role="menuitem" className="shell-menu__item" to={action.path} onClick={close}>
            {action.label}
          </Link>
        ))
      }
    </Dropdown>
  );
}

function NotificationsBell() {
  return (
    <Dropdown label="Notifications" role="dialog" trigger={<Icon name="bell" />}>
      {() => (
        <div className="shell-notifications">
          <p className="shell-menu__heading">Notifications</p>
          <EmptyState title="No notifications" description="You're all caught up." />
        </div>
      )}
    </Dropdown>
  );
}

function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className="atlas-icon-btn"
      onClick={toggleTheme}
      aria-label={`Switch to ${next} mode`}
      title={`Switch to ${next} mode`}
    >
      <Icon name={theme === 'dark' ? 'sun' : 'moon'} />
    </button>
  );
}

function UserMenu() {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  return (
    <Dropdown
      label="User menu"
      triggerClassName="shell-user__trigger"
      trigger={
        <>
          <span className="shell-user__avatar" aria-hidden="true">
            {user?.username.slice(0, 1).toUpperCase()}
          </span>
          <span className="shell-hide-tablet">{user?.username}</span>
        </>
      }
    >
      {(close) => (
        <>
          <p className="shell-menu__heading">
            Signed in as <strong>{user?.username}</strong>
          </p>
          {USER_MENU_LINKS.map((link) => (
            <Link key={link.path} role="menuitem" className="shell-menu__item" to={link.path} onClick={close}>
              {link.label}
            </Link>
          ))}
          <button
            type="button"
            role="menuitem"
            className="shell-menu__item shell-menu__item--danger"
            onClick={async () => {
              close();
              await logout();
              navigate('/login', { replace: true });
            }}
          >
            Logout
          </button>
        </>
      )}
    </Dropdown>
  );
}

/** The dashboard frame: sidebar, header (breadcrumbs, search, actions, user) and the page. */
export function DashboardLayout({ children }: { children: ReactNode }) {
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const [mobileOpen, setMobileOpen] = useState(false);
  const { pathname } = useLocation();

  useEffect(() => setMobileOpen(false), [pathname]);

  useEffect(() => {
    if (!mobileOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && setMobileOpen(false);
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [mobileOpen]);

  function toggleCollapsed() {
    setCollapsed((value) => {
      try {
        window.localStorage.setItem(SIDEBAR_KEY, String(!value));
      } catch {
        // Not remembered; still toggles.
      }
      return !value;
    });
  }

  return (
    <div className={`shell-layout${collapsed ? ' shell-layout--collapsed' : ''}`}>
      <a className="shell-skip-link" href="#main">
        Skip to content
      </a>
      <Sidebar collapsed={collapsed && !mobileOpen} onToggle={toggleCollapsed} mobileOpen={mobileOpen} />
      {mobileOpen && <div className="shell-scrim" onClick={() => setMobileOpen(false)} aria-hidden="true" />}
      <div className="shell-main">
        <header className="shell-header">
          <button
            type="button"
            className="atlas-icon-btn shell-mobile-only"
            aria-label="Open navigation"
            onClick={() => setMobileOpen(true)}
          >
            <Icon name="menu" />
          </button>
          <Breadcrumbs />
          <div className="shell-header__tools">
            <SearchBox />
            <QuickActions />
            <CartBadge />
            <NotificationsBell />
            <ThemeToggle />
            <UserMenu />
          </div>
        </header>
        <main id="main" className="shell-content" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
