import { httpError, type AuthUser, type SiteAccessCheck, type SiteNeed } from '@atlas/service-kit';

/**
 * The kit's site check for a thing of a site reached by its own id (a goal, a menu): someone with no
 * role on the site is told the thing does not exist (`notFound`), a member short of the need gets the kit's 403.
 */
export async function requireRoleOnSiteOf(access: SiteAccessCheck, user: AuthUser, siteId: number, need: SiteNeed, notFound: string) {
  try {
    return await access.requireSite(user, siteId, need);
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 404) throw httpError(404, notFound);
    throw error;
  }
}
