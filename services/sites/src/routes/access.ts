import type { FastifyRequest } from 'fastify';
import { assertOwner, httpError } from '@atlas/service-kit';
import type { Repositories } from '../repositories';
import type { Db } from '../repositories/db';

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

  return { site, page };
}

export type Ownership = ReturnType<typeof ownership>;

/** PostgreSQL's unique_violation: two requests raced past the uniqueness check. */
export const isUniqueViolation = (error: unknown) => (error as { code?: string })?.code === '23505';

/** The race was over the site's home page rather than a slug. */
export const isHomePageRace = (error: unknown) => isUniqueViolation(error) && (error as { constraint?: string }).constraint === 'pages_one_home_per_site';
