// What a remote declares in its remote.json (read by its build, the gateway and, through
// /mf-manifest.json, the shell). The checks live in shell/kit/build/remote-declaration.js.

/** Where the shell mounts a remote's screen: inside the dashboard layout, full-screen, or public. */
export type RemoteFrame = 'dashboard' | 'full' | 'public';

export interface RemoteMount {
  frame: RemoteFrame;
  /** The exposed module ('SiteManager' for './SiteManager'). */
  module: string;
  /** Relative to /dashboard for the dashboard frame, absolute otherwise; react-router patterns. */
  paths: string[];
  /** Shown as 'Coming Soon' under this title while the remote does not expose the module. */
  placeholder?: string;
}

export interface QuickAction {
  label: string;
  path: string;
}

export interface RemoteSection {
  id: string;
  label: string;
  /** One of the shell's icon names; an unknown name falls back to a neutral icon. */
  icon: string;
  /** Sections are listed by order (the shell's Overview is 0, its staff sections 900 and up). */
  order: number;
  /** Paths whose Quick Actions are this section's (default: its links' paths). */
  matches?: string[];
  quickActions?: QuickAction[];
}

export interface RemoteLink {
  /** The section the link is listed in: any remote's (or the shell's) section id. */
  section: string;
  label: string;
  path: string;
  order: number;
}

/**
 * What names a breadcrumb that is an id: the crumb at `path` ('/dashboard/menus/:siteId/:menuId',
 * each :param an id) reads `field` of GET `api` ('/api/menus/:menuId/'). A `:siteId` needs no
 * declaration: the shell names sites from its sites list.
 */
export interface RemoteCrumb {
  path: string;
  api: string;
  field: string;
}

export interface RuntimeDeclaration {
  mounts: RemoteMount[];
  sections: RemoteSection[];
  links: RemoteLink[];
  crumbs: RemoteCrumb[];
}

export interface RemoteDeclaration extends Partial<RuntimeDeclaration> {
  name: string;
  /** The dev server's port (`npm start -w mfe-<name>`). */
  port?: number;
  exposes?: Record<string, string>;
}
