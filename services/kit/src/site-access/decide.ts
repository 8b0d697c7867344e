import { neededRole, roleAllows, type MemberRole, type SiteNeed, type SiteRole } from './roles';

/** Who asks: a signed-in user (staff or not), or only an id where staff makes no difference (lists of one's own sites). */
export type SiteAsker = { id: number; is_staff?: boolean };

/**
 * What the rule answers: the role the person acts with on the site, or why not: 404 for a stranger
 * (the site, or the thing, is not shown to exist), 403 for a member whose role falls short.
 */
export type SiteDecision = { role: SiteRole; refused?: undefined } | { role?: undefined; refused: 404 | 403 };

/**
 * The one place a role on a site is decided (docs/contracts.md "Teams"), in every service and for
 * every list: the owner is whoever the site's `owner_id` names, anyone else holds their member role
 * (if any), and a role includes the ones below it. Staff with no role that allows the need read every
 * site as viewers and change only what a role of their own allows. A thing that names only its owner
 * (a file of no site, an item of a deleted site) is decided the same way, with no members.
 */
export function decideSiteRole(
  user: SiteAsker,
  site: { owner_id: number },
  memberRole: MemberRole | null | undefined,
  need: SiteNeed,
): SiteDecision {
  const role: SiteRole | undefined = site.owner_id === user.id ? 'owner' : (memberRole ?? undefined);
  if (role && roleAllows(role, need)) return { role };
  if (user.is_staff === true && neededRole(need) === 'viewer') return { role: 'viewer' };
  return { refused: role ? 403 : 404 };
}
