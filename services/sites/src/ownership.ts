import type { FastifyRequest } from 'fastify';
import { assertOwner, httpError } from '@atlas/service-kit';
import type { Repositories } from './repositories';
import type { Db } from './repositories/db';

type Access = 'read' | 'write';

/**
 * Loads a site or page for the signed-in user. Someone else's answers 404, as if it did not exist;
 * staff may read everything but change only their own.
 */
export function ownership(repos: Repositories) {
  async function site(request: FastifyRequest, id: number, access: Access, trx?: Db) {
    const found = await repos.sites.findById(id, trx);
    if (!found) throw httpError(404, 'Site not found');
    assertOwner(request, found.owner_id, { staffMayRead: access === 'read' });
    return found;
  }

  async function page(request: FastifyRequest, id: number, access: Access, trx?: Db) {
    const found = await repos.pages.findById(id, trx);
    if (!found) throw httpError(404, 'Page not found');
    const owner = await repos.sites.findById(found.site_id, trx);
    if (!owner) throw httpError(404, 'Page not found');
    assertOwner(request, owner.owner_id, { staffMayRead: access === 'read' });
    return { page: found, site: owner };
  }

  /** A revision through its page; someone else's answers 'Revision not found' like a missing one. */
  async function revision(request: FastifyRequest, id: number, access: Access, trx?: Db) {
    const found = await repos.revisions.findById(id, trx);
    if (!found) throw httpError(404, 'Revision not found');
    const owned = await page(request, found.page_id, access, trx).catch(() => {
      throw httpError(404, 'Revision not found');
    });
    return { revision: found, ...owned };
  }

  /** Custom blocks are their owner's only: staff do not read them either. */
  async function customBlock(request: FastifyRequest, id: number, trx?: Db) {
    const found = await repos.customBlocks.findById(id, trx);
    if (!found || found.owner_id !== request.user.id) throw httpError(404, 'Custom block not found');
    return found;
  }

  /** A site theme through its site; someone else's answers 'Site theme not found' like a missing one. */
  async function siteTheme(request: FastifyRequest, id: number, access: Access, trx?: Db) {
    const found = await repos.themes.findSiteTheme(id, trx);
    if (!found) throw httpError(404, 'Site theme not found');
    const owner = await site(request, found.site_id, access, trx).catch(() => {
      throw httpError(404, 'Site theme not found');
    });
    return { siteTheme: found, site: owner };
  }

  return { site, page, revision, customBlock, siteTheme };
}

export type Ownership = ReturnType<typeof ownership>;
export type OwnedPage = Awaited<ReturnType<Ownership['page']>>;
