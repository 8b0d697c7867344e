import type { QuickAction, RemoteLink, RemoteSection } from '@atlas/shell-kit';
import type { RemoteDescription } from '../federation/remotes';
import { isIconName, type IconName } from './icon';

export type { QuickAction };

export interface NavLinkItem {
  label: string;
  path: string;
}

export interface NavSection {
  id: string;
  label: string;
  icon: IconName;
  order: number;
  links: NavLinkItem[];
  staffOnly?: boolean;
  /** Paths whose Quick Actions are this section's (default: its links' paths). */
  matches?: string[];
  quickActions?: QuickAction[];
}

/**
 * The sections the shell itself owns: the overview and the staff tools. Every other section and
 * link comes from the remotes' declarations (remote.json), merged by navigationFrom.
 */
export const SHELL_SECTIONS: NavSection[] = [
  { id: 'overview', label: 'Overview', icon: 'home', order: 0, links: [{ label: 'Overview', path: '/dashboard' }] },
  {
    id: 'admin',
    label: 'Administration',
    icon: 'shield',
    order: 900,
    staffOnly: true,
    links: [
      { label: 'Users', path: '/dashboard/admin/users' },
      { label: 'Roles', path: '/dashboard/admin/roles' },
      { label: 'Security', path: '/dashboard/admin/security' },
    ],
  },
  {
    id: 'dev',
    label: 'Developer Tools',
    icon: 'code',
    order: 910,
    staffOnly: true,
    links: [
      { label: 'API', path: '/dashboard/dev/api' },
      { label: 'Logs', path: '/dashboard/dev/logs' },
      { label: 'Health', path: '/dashboard/dev/health' },
      { label: 'Mail', path: '/dashboard/dev/mail' },
    ],
  },
];

/** Quick Actions where no section claims the path. */
const DEFAULT_QUICK_ACTIONS: QuickAction[] = [
  { label: 'New Site', path: '/dashboard/sites/new' },
  { label: 'New Post', path: '/dashboard/content/new?type=post' },
  { label: 'Upload Media', path: '/dashboard/media/upload' },
  { label: 'Browse Marketplace', path: '/dashboard/marketplace' },
];

export const USER_MENU_LINKS: NavLinkItem[] = [
  { label: 'Profile', path: '/dashboard/profile' },
  { label: 'Settings', path: '/dashboard/settings' },
  { label: 'Help', path: '/dashboard/help' },
];

function sectionOf(declared: RemoteSection): NavSection {
  return {
    id: declared.id,
    label: declared.label,
    icon: isIconName(declared.icon) ? declared.icon : 'box',
    order: declared.order,
    links: [],
    matches: declared.matches,
    quickActions: declared.quickActions,
  };
}

/**
 * The sidebar: the shell's sections and every remote's, in order, each with the links any remote
 * adds to it (by their order). A section without links is left out; a link to a section nobody
 * declares is dropped.
 */
export function navigationFrom(remotes: RemoteDescription[]): NavSection[] {
  const sections = new Map<string, NavSection>(SHELL_SECTIONS.map((section) => [section.id, { ...section, links: [...section.links] }]));
  for (const remote of remotes) {
    for (const declared of remote.sections ?? []) if (!sections.has(declared.id)) sections.set(declared.id, sectionOf(declared));
  }
  const links: RemoteLink[] = remotes.flatMap((remote) => remote.links ?? []).sort((a, b) => a.order - b.order);
  for (const link of links) sections.get(link.section)?.links.push({ label: link.label, path: link.path });
  return [...sections.values()].filter((section) => section.links.length > 0).sort((a, b) => a.order - b.order);
}

export function visibleSections(sections: NavSection[], isStaff: boolean): NavSection[] {
  return sections.filter((section) => !section.staffOnly || isStaff);
}

function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The Quick Actions dropdown depends on the section the path is in. */
export function quickActionsFor(sections: NavSection[], pathname: string): QuickAction[] {
  for (const section of sections) {
    if (!section.quickActions?.length) continue;
    const prefixes = section.matches ?? section.links.map((link) => link.path);
    if (prefixes.some((prefix) => isUnder(pathname, prefix))) return section.quickActions;
  }
  return DEFAULT_QUICK_ACTIONS;
}

const SEGMENT_LABELS: Record<string, string> = {
  dashboard: 'Dashboard',
  content: 'Content',
  pages: 'Pages',
  posts: 'Posts',
  categories: 'Categories',
  tags: 'Tags',
  sites: 'Sites',
  media: 'Media',
  menus: 'Menus',
  templates: 'Templates',
  themes: 'Themes',
  analytics: 'Analytics',
  performance: 'Performance',
  marketplace: 'Marketplace',
  ecommerce: 'Shop',
  shop: 'Shop',
  products: 'Products',
  cart: 'Cart',
  orders: 'Orders',
  discounts: 'Discounts',
  inventory: 'Inventory',
  admin: 'Administration',
  dev: 'Developer Tools',
  users: 'Users',
  roles: 'Roles',
  settings: 'Settings',
  security: 'Security',
  api: 'API',
  logs: 'Logs',
  health: 'Health',
  profile: 'Profile',
  help: 'Help',
  activity: 'Activity',
  new: 'New',
  edit: 'Edit',
  preview: 'Preview',
  upload: 'Upload',
  create: 'Create',
  system: 'System',
  manage: 'Manage',
  webhooks: 'Webhooks',
  redirects: 'Redirects',
};

export interface Breadcrumb {
  label: string;
  path: string;
}

/** An id in a path, as the services give them (positive integers). */
const ID = /^[1-9]\d{0,9}$/;

/** The :params of `pattern` ('/dashboard/menus/:siteId/:menuId') in `path`, each an id; null when it does not match. */
export function idParams(pattern: string, path: string): Record<string, string> | null {
  const wanted = pattern.split('/').filter(Boolean);
  const segments = path.split('/').filter(Boolean);
  if (wanted.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, want] of wanted.entries()) {
    if (want.startsWith(':')) {
      if (!ID.test(segments[index])) return null;
      params[want.slice(1)] = segments[index];
    } else if (want !== segments[index]) return null;
  }
  return params;
}

/** Where the name of a breadcrumb that is an id comes from: the sites list, or a field of an API answer. */
export type CrumbName = { site: number } | { api: string; field: string };

/** Every path pattern a remote mounts that ends at a `:siteId` ('/dashboard/menus/:siteId', '/dashboard/sites/:siteId'). */
function sitePatterns(remotes: RemoteDescription[]): string[] {
  const patterns = new Set<string>();
  for (const mount of remotes.flatMap((remote) => remote.mounts ?? [])) {
    for (const mounted of mount.paths) {
      const segments = (mount.frame === 'dashboard' ? `/dashboard/${mounted}` : mounted).split('/').filter(Boolean);
      segments.forEach((segment, index) => {
        if (segment === ':siteId') patterns.add(`/${segments.slice(0, index + 1).join('/')}`);
      });
    }
  }
  return [...patterns];
}

/**
 * The breadcrumbs of a path that are ids, by crumb path, with what names them: a `:siteId` in any
 * remote's mounts is a site (named from the one sites list); the remotes' declared crumbs name the
 * rest (/dashboard/content/5 → the title GET /api/content/5/ answers).
 */
export function crumbNamesFor(pathname: string, remotes: RemoteDescription[]): Map<string, CrumbName> {
  const segments = pathname.split('/').filter(Boolean);
  const crumbs = remotes.flatMap((remote) => remote.crumbs ?? []);
  const sites = sitePatterns(remotes);
  const names = new Map<string, CrumbName>();
  for (let index = 1; index <= segments.length; index += 1) {
    if (!ID.test(segments[index - 1])) continue;
    const path = `/${segments.slice(0, index).join('/')}`;
    const declared = crumbs.find((crumb) => idParams(crumb.path, path));
    if (declared) {
      const params = idParams(declared.path, path)!;
      names.set(path, { api: declared.api.replace(/:(\w+)/g, (_, name: string) => params[name] ?? name), field: declared.field });
    } else if (sites.some((pattern) => idParams(pattern, path))) {
      names.set(path, { site: Number(segments[index - 1]) });
    }
  }
  return names;
}

/**
 * Breadcrumbs derived from the path: /dashboard/content/12/edit → Dashboard › Content › 12 › Edit; a
 * crumb `names` knows reads as its name (/dashboard/sites/2/themes → Dashboard › Sites › Bakery › Themes).
 */
export function breadcrumbsFor(
  pathname: string,
  sections: NavSection[] = [],
  names: ReadonlyMap<string, string> = new Map(),
): Breadcrumb[] {
  const segments = pathname.split('/').filter(Boolean);
  // A segment no word list knows takes the label of the sidebar link to its path (a remote's own screens).
  const linkLabels = new Map(sections.flatMap((section) => section.links.map((link) => [link.path, link.label] as const)));
  return segments.map((segment, index) => {
    const path = `/${segments.slice(0, index + 1).join('/')}`;
    let label = names.get(path) ?? SEGMENT_LABELS[segment] ?? linkLabels.get(path);
    if (label === undefined) {
      try {
        label = decodeURIComponent(segment);
      } catch {
        label = segment;
      }
    }
    return { label, path };
  });
}
