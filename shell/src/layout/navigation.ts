import type { IconName } from './icon';

export interface NavLinkItem {
  label: string;
  path: string;
  /** Leaves the app (the database admin at /admin). */
  external?: boolean;
}

export interface NavSection {
  id: string;
  label: string;
  icon: IconName;
  links: NavLinkItem[];
  staffOnly?: boolean;
}

/** The sidebar of spec 2 §2, plus the Performance and Shop sections of spec 3. */
export const NAV_SECTIONS: NavSection[] = [
  { id: 'overview', label: 'Overview', icon: 'home', links: [{ label: 'Overview', path: '/dashboard' }] },
  {
    id: 'content', label: 'Content Management', icon: 'file',
    links: [
      { label: 'All Content', path: '/dashboard/content' },
      { label: 'Pages', path: '/dashboard/content/pages' },
      { label: 'Posts', path: '/dashboard/content/posts' },
      { label: 'Categories', path: '/dashboard/content/categories' },
      { label: 'Tags', path: '/dashboard/content/tags' },
    ],
  },
  {
    id: 'sites', label: 'Site Management', icon: 'globe',
    links: [
      { label: 'Sites', path: '/dashboard/sites' },
      { label: 'Media', path: '/dashboard/media' },
      { label: 'Menus', path: '/dashboard/menus' },
      { label: 'Templates', path: '/dashboard/templates' },
      { label: 'Themes', path: '/dashboard/themes' },
    ],
  },
  { id: 'analytics', label: 'Analytics', icon: 'chart', links: [{ label: 'Analytics', path: '/dashboard/analytics' }] },
  { id: 'performance', label: 'Performance', icon: 'zap', links: [{ label: 'Performance', path: '/dashboard/performance' }] },
  {
    id: 'shop', label: 'Shop', icon: 'bag',
    links: [
      { label: 'Shop Dashboard', path: '/dashboard/ecommerce' },
      { label: 'Products', path: '/dashboard/products' },
      { label: 'Cart', path: '/dashboard/cart' },
      { label: 'Orders', path: '/dashboard/orders' },
    ],
  },
  { id: 'marketplace', label: 'Marketplace', icon: 'box', links: [{ label: 'Marketplace', path: '/dashboard/marketplace' }] },
  {
    id: 'admin', label: 'Administration', icon: 'shield', staffOnly: true,
    links: [
      { label: 'Users', path: '/dashboard/admin/users' },
      { label: 'Roles', path: '/dashboard/admin/roles' },
      { label: 'Settings', path: '/dashboard/admin/settings' },
      { label: 'Security', path: '/dashboard/admin/security' },
      { label: 'Database Admin', path: '/admin', external: true },
    ],
  },
  {
    id: 'dev', label: 'Developer Tools', icon: 'code', staffOnly: true,
    links: [
      { label: 'API', path: '/dashboard/dev/api' },
      { label: 'Logs', path: '/dashboard/dev/logs' },
      { label: 'Health', path: '/dashboard/dev/health' },
    ],
  },
];

export const USER_MENU_LINKS: NavLinkItem[] = [
  { label: 'Profile', path: '/dashboard/profile' },
  { label: 'Settings', path: '/dashboard/settings' },
  { label: 'Help', path: '/dashboard/help' },
];

export function visibleSections(isStaff: boolean): NavSection[] {
  return NAV_SECTIONS.filter((section) => !section.staffOnly || isStaff);
}

export interface QuickAction {
  label: string;
  path: string;
}

/** The Quick Actions dropdown depends on the section the path is in. */
export function quickActionsFor(pathname: string): QuickAction[] {
  if (pathname.startsWith('/dashboard/content') || pathname.startsWith('/dashboard/posts')) {
    return [
      { label: 'New Page', path: '/dashboard/content/new' },
      { label: 'New Post', path: '/dashboard/content/new?type=post' },
      { label: 'Upload Media', path: '/dashboard/media/upload' },
    ];
  }
  if (/^\/dashboard\/(sites|media|menus|templates|themes)/.test(pathname)) {
    return [
      { label: 'New Site', path: '/dashboard/sites/new' },
      { label: 'Upload Media', path: '/dashboard/media/upload' },
      { label: 'Manage Menus', path: '/dashboard/menus' },
      { label: 'Browse Templates', path: '/dashboard/templates' },
    ];
  }
  if (pathname.startsWith('/dashboard/analytics') || pathname.startsWith('/dashboard/performance')) {
    return [
      { label: 'View Analytics', path: '/dashboard/analytics' },
      { label: 'View Performance', path: '/dashboard/performance' },
    ];
  }
  if (/^\/dashboard\/(ecommerce|products|cart|orders)/.test(pathname)) {
    return [
      { label: 'Browse Products', path: '/dashboard/products' },
      { label: 'View Cart', path: '/dashboard/cart' },
      { label: 'Your Orders', path: '/dashboard/orders' },
    ];
  }
  return [
    { label: 'New Site', path: '/dashboard/sites/new' },
    { label: 'New Post', path: '/dashboard/content/new?type=post' },
    { label: 'Upload Media', path: '/dashboard/media/upload' },
    { label: 'Browse Marketplace', path: '/dashboard/marketplace' },
  ];
}

const SEGMENT_LABELS: Record<string, string> = {
  dashboard: 'Dashboard', content: 'Content', pages: 'Pages', posts: 'Posts', categories: 'Categories', tags: 'Tags',
  sites: 'Sites', media: 'Media', menus: 'Menus', templates: 'Templates', themes: 'Themes', analytics: 'Analytics',
  performance: 'Performance', marketplace: 'Marketplace', ecommerce: 'Shop', products: 'Products', cart: 'Cart',
  orders: 'Orders', admin: 'Administration', dev: 'Developer Tools', users: 'Users', roles: 'Roles', settings: 'Settings',
  security: 'Security', api: 'API', logs: 'Logs', health: 'Health', profile: 'Profile', help: 'Help', activity: 'Activity',
  new: 'New', edit: 'Edit', preview: 'Preview', upload: 'Upload', create: 'Create', system: 'System',
};

export interface Breadcrumb {
  label: string;
  path: string;
}

/** Breadcrumbs derived from the path: /dashboard/content/12/edit → Dashboard › Content › 12 › Edit. */
export function breadcrumbsFor(pathname: string): Breadcrumb[] {
  const segments = pathname.split('/').filter(Boolean);
  return segments.map((segment, index) => ({
    label: SEGMENT_LABELS[segment] ?? decodeURIComponent(segment),
    path: `/${segments.slice(0, index + 1).join('/')}`,
  }));
}
