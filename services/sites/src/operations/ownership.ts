import { decideSiteRole, httpError, ROLE_REFUSED, type AuthUser, type SiteNeed, type SiteRole } from '@atlas/service-kit';
import type { Repositories } from '../repositories';
import type { Db } from '../repositories/db';
import type { SiteRow } from '../repositories/sites';

type Access = SiteNeed;

/** A site with the role the signed-in user holds on it (staff reading someone else's: viewer). */
export type SiteWithRole = SiteRow & { role: SiteRole };

/** What someone else's site or page answers (kept as it always was: a missing one names itself). */
const NOT_FOUND = 'Not found';

/**
 * Loads a site or page for the signed-in user by their role on the site (the kit's one rule,
 * `decideSiteRole`, over this service's own tables): someone with no role answers 404, as if it did
 * not exist; a member whose role falls short 403; staff read everything and change only their own.
 */
export function ownership(repos: Repositories) {
  async function withRole(user: AuthUser, found: SiteRow, access: Access, trx?: Db): Promise<SiteWithRole | undefined> {
    const member = found.owner_id === user.id ? undefined : await repos.members.find(found.id, user.id, trx);
    const decision = decideSiteRole(user, found, member?.role, access);
    if (decision.role) return { ...found, role: decision.role };
    if (decision.refused === 403) throw httpError(403, ROLE_REFUSED);
    return undefined;
  }

  async function site(user: AuthUser, id: number, access: Access, trx?: Db): Promise<SiteWithRole> {
    const found = await repos.sites.findById(id, trx);
    if (!found) throw httpError(404, 'Site not found');
    const allowed = await withRole(user, found, access, trx);
    if (!allowed) throw httpError(404, NOT_FOUND);
    return allowed;
  }

  async function page(user: AuthUser, id: number, access: Access, trx?: Db) {
    const found = await repos.pages.findById(id, trx);
    if (!found) throw httpError(404, 'Page not found');
    const owner = await repos.sites.findById(found.site_id, trx);
    if (!owner) throw httpError(404, 'Page not found');
    const allowed = await withRole(user, owner, access, trx);
    if (!allowed) throw httpError(404, NOT_FOUND);
    return { page: found, site: allowed };
  }

  /** A revision through its page; someone else's answers 'Revision not found' like a missing one. */
  async function revision(user: AuthUser, id: number, access: Access, trx?: Db) {
    const found = await repos.revisions.findById(id, trx);
    if (!found) throw httpError(404, 'Revision not found');
    const owned = await page(user, found.page_id, access, trx).catch((error: { statusCode?: number }) => {
      throw error.statusCode === 403 ? error : httpError(404, 'Revision not found');
    });
    return { revision: found, ...owned };
  }

  /** Custom blocks are their owner's only: staff do not read them either. */
  async function customBlock(user: AuthUser, id: number, trx?: Db) {
    const found = await repos.customBlocks.findById(id, trx);
    if (!found || found.owner_id !== user.id) throw httpError(404, 'Custom block not found');
    return found;
  }

  /** A site theme through its site; someone else's answers 'Site theme not found' like a missing one. */
  async function siteTheme(user: AuthUser, id: number, access: Access, trx?: Db) {
    const found = await repos.themes.findSiteTheme(id, trx);
    if (!found) throw httpError(404, 'Site theme not found');
    const owner = await site(user, found.site_id, access, trx).catch((error: { statusCode?: number }) => {
      throw error.statusCode === 403 ? error : httpError(404, 'Site theme not found');
    });
    return { siteTheme: found, site: owner };
  }

  return { site, page, revision, customBlock, siteTheme };
}

export type Ownership = ReturnType<typeof ownership>;
export type OwnedPage = Awaited<ReturnType<Ownership['page']>>;
