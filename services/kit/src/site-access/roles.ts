// Imports nothing: the front ends take the roles and their order from here too (through @atlas/sites/contract).
/**
 * The roles a person holds on a site, each including the ones before it (docs/contracts.md "Teams"):
 * viewer reads everything of the site; author also writes their own posts and uploads media; editor
 * every page, post, medium, menu and template; admin the site's settings, domains, themes, modules,
 * redirects, webhooks, goals and members; the owner (exactly one) also deletes and hands over the site.
 */
export const SITE_ROLES = ['viewer', 'author', 'editor', 'admin', 'owner'] as const;
export type SiteRole = (typeof SITE_ROLES)[number];

/** The roles a member can be given: the owner is made only by creating or handing over a site. */
export const MEMBER_ROLES = ['viewer', 'author', 'editor', 'admin'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

/** The two needs the services named before teams: reading is a viewer's, changing an editor's. */
export type SiteAccess = 'read' | 'write';

/** What a route needs: a role, or one of the two older names for viewer and editor. */
export type SiteNeed = SiteRole | SiteAccess;

const RANK: Record<SiteRole, number> = { viewer: 1, author: 2, editor: 3, admin: 4, owner: 5 };

export const isSiteRole = (value: unknown): value is SiteRole => typeof value === 'string' && Object.hasOwn(RANK, value);
export const isMemberRole = (value: unknown): value is MemberRole => isSiteRole(value) && value !== 'owner';

/** The role a need names. */
export function neededRole(need: SiteNeed): SiteRole {
  if (need === 'read') return 'viewer';
  if (need === 'write') return 'editor';
  return need;
}

/** Whether `role` (undefined or null: not a member) includes what `need` asks. */
export function roleAllows(role: SiteRole | null | undefined, need: SiteNeed): boolean {
  return role != null && RANK[role] >= RANK[neededRole(need)];
}

/** The higher of two roles. */
export function higherRole(a: SiteRole, b: SiteRole): SiteRole {
  return RANK[a] >= RANK[b] ? a : b;
}

/** What a member whose role falls short is told (403): they know the site exists, so it is not hidden. */
export const ROLE_REFUSED = 'Your role on this site does not allow this.';
