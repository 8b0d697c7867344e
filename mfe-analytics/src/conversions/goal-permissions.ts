import { useSiteRoles } from '@atlas/shell-kit';
import { roleAllows, type SiteRole } from '@atlas/sites/contract';
import type { ConversionGoal } from '../api/types';

// Goals are a site's settings: its admins change them (services/analytics/README.md "Roles"); the
// service refuses the rest with a 403 anyway.
export const GOALS_NEED_ADMIN = 'Only admins of this site can change its conversion goals';
export const ALL_SITES_GOAL_MAKER = 'Only whoever made an all-sites goal can change it';
export const CHECKING_ROLE = 'Checking your role on this site…';

type RoleOf = (site: number | null) => SiteRole | null;

/** Why the user may not create a goal for `site`, or null when they may (no site: an all-sites goal, their own). */
export function createGoalRefusal(site: number | null, roleOf: RoleOf): string | null {
  return site == null || roleAllows(roleOf(site), 'admin') ? null : GOALS_NEED_ADMIN;
}

/**
 * Why the user may not edit or delete `goal` seen in the view of `site`, or null when they may. A site's
 * goal is its admins'; an all-sites goal its maker's, which in a site's view is the site's owner (the
 * list adds its owner's), and in the all-sites view the user (the list adds only their own).
 */
export function changeGoalRefusal(goal: Pick<ConversionGoal, 'site'>, site: number | null, roleOf: RoleOf): string | null {
  if (goal.site != null) return roleAllows(roleOf(goal.site), 'admin') ? null : GOALS_NEED_ADMIN;
  return site == null || roleOf(site) === 'owner' ? null : ALL_SITES_GOAL_MAKER;
}

/** The two rules above for the signed-in user's roles; CHECKING_ROLE until the roles are in. */
export function useGoalPermissions(site: number | null) {
  const { ready, roleOf } = useSiteRoles();
  return {
    createRefusal: site == null ? null : ready ? createGoalRefusal(site, roleOf) : CHECKING_ROLE,
    changeRefusal: (goal: Pick<ConversionGoal, 'site'>) => (ready ? changeGoalRefusal(goal, site, roleOf) : CHECKING_ROLE),
  };
}
