import { httpError, maySee, type AuthUser, type SiteAccess } from '@atlas/service-kit';
import type { Repositories } from '../repositories';
import type { Db } from '../repositories/db';

type Access = SiteAccess;

/** What someone else's site or page answers (kept as it always was: a missing one names itself). */
const NOT_FOUND = 'Not found';

/**
 * Loads a site or page for the signed-in user. Someone else's answers 404, as if it did not exist;
 * staff may read everything but change only their own.
 */
export function ownership(repos: Repositories) {
  async function site(user: AuthUser, id: number, access: Access, trx?: Db) {
    const found = await repos.sites.findById(id, trx);
    if (!found) throw httpError(404, 'Site not found');
    if (!maySee(user, found.owner_id, access)) throw httpError(404, NOT_FOUND);
    return found;
  }

  async function page(user: AuthUser, id: number, access: Access, trx?: Db) {
    const found = await repos.pages.findById(id, trx);
    if (!found) throw httpError(404, 'Page not found');
    const owner = await repos.sites.findById(found.site_id, trx);
    if (!owner) throw httpError(404, 'Page not found');
    if (!maySee(user, owner.owner_id, access)) throw httpError(404, NOT_FOUND);
    return { page: found, site: owner };
  }

  /** A revision through its page; someone else's answers 'Revision not found' like a missing one. */
  async function revision(user: AuthUser, id: number, access: Access, trx?: Db) {
    const found = await repos.revisions.findById(id, trx);
    if (!found) throw httpError(404, 'Revision not found');
    const owned = await page(user, found.page_id, access, trx).catch(() => {
      throw httpError(404, 'Revision not found');
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
    const owner = await site(user, found.site_id, access, trx).catch(() => {
      throw httpError(404, 'Site theme not found');
    });
    return { siteTheme: found, site: owner };
  }

  return { site, page, revision, customBlock, siteTheme };
}

export type Ownership = ReturnType<typeof ownership>;
export type OwnedPage = Awaited<ReturnType<Ownership['page']>>;
