import type { Knex } from 'knex';
import type { AuthUser } from '../auth';
import { httpError } from '../errors';
import type { SiteAccessCheck } from './access';
import type { SiteNeed } from './roles';

/**
 * The site check for a thing of a site reached by its own id (a goal, a redirect, a menu): someone
 * with no role on the site is told the thing does not exist (`notFound`, e.g. 'Redirect not found'),
 * a member short of the need gets the kit's 403. Answers the site with the caller's role.
 */
export async function requireSiteOf(
  access: SiteAccessCheck,
  user: AuthUser,
  siteId: number,
  need: SiteNeed,
  notFound: string,
  trx?: Knex.Transaction,
) {
  try {
    return await access.requireSite(user, siteId, need, trx);
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 404) throw httpError(404, notFound);
    throw error;
  }
}
