/**
 * The site roles of issue 25, each including the one below it: what the Roles screen shows. A test
 * checks `may` against the table word for word.
 */
export const ROLES = [
  {
    role: 'viewer',
    may: "read everything of the site: pages, content, media, menus, analytics, page speed (the shop stays the staff's)",
  },
  { role: 'author', may: 'viewer + create, edit and publish **their own** posts, upload media' },
  {
    role: 'editor',
    may: 'author + every page (builder, publish, revisions), every post, media, menus, navigation, templates of the site',
  },
  {
    role: 'admin',
    may: "editor + site settings, domains, themes, the site's modules, redirects, webhooks, goals, members (not the owner)",
  },
  { role: 'owner', may: 'admin + delete the site, transfer ownership; exactly one per site' },
] as const;

export type SiteRole = (typeof ROLES)[number]['role'];

/** What a member may do, and the least role that may: every role above it may too. */
export const CAPABILITIES: { action: string; least: SiteRole }[] = [
  { action: 'Read pages, content, media, menus, analytics and page speed', least: 'viewer' },
  { action: 'Create, edit and publish their own posts', least: 'author' },
  { action: 'Upload media', least: 'author' },
  { action: 'Edit and publish every page (builder, revisions)', least: 'editor' },
  { action: 'Edit and publish every post', least: 'editor' },
  { action: 'Manage media, menus, navigation and templates', least: 'editor' },
  { action: 'Change site settings, domains, themes and modules', least: 'admin' },
  { action: 'Manage redirects, webhooks and goals', least: 'admin' },
  { action: 'Invite, change and remove members (not the owner)', least: 'admin' },
  { action: 'Delete the site, transfer ownership', least: 'owner' },
];

const rank = (role: SiteRole) => ROLES.findIndex((entry) => entry.role === role);

export function roleMay(role: SiteRole, capability: { least: SiteRole }): boolean {
  return rank(role) >= rank(capability.least);
}
