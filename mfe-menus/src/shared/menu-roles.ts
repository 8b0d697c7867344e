import { useSiteRoles } from '@atlas/shell-kit';
import { roleAllows, type SiteRole } from '@atlas/sites/contract';

// What the screens say instead of offering a change the role on the site does not allow
// (the menus service refuses the same with a 403 anyway: an editor writes menus and items, a viewer reads).
export const CHECKING_ROLE = 'Checking your role on this site…';
export const MENUS_NEED_EDITOR = 'Viewers and authors can see menus; editors change them';
export const NOT_A_MEMBER = 'Only members of this site can change its menus';

/** Why `role` may not change a site's menus and items, or null when it may (an editor's). Undefined: not known yet. */
export function menusRefusal(role: SiteRole | null | undefined): string | null {
  if (role === undefined) return CHECKING_ROLE;
  if (roleAllows(role, 'editor')) return null;
  return roleAllows(role, 'viewer') ? MENUS_NEED_EDITOR : NOT_A_MEMBER;
}

/** The menu rules for the signed-in user's roles: why a site's menus are read-only, and where a menu may be created. */
export function useMenuPermissions() {
  const { ready, sites, roleOf } = useSiteRoles();
  return {
    refusal: (siteId: number) => menusRefusal(ready ? roleOf(siteId) : undefined),
    /** The sites the user may create a menu on. */
    editableSites: sites.filter((site) => menusRefusal(roleOf(site.id)) === null),
  };
}
