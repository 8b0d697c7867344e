import { httpError, isReservedSlug } from '@atlas/service-kit';
import type { Repositories } from '../repositories';
import type { Db } from '../repositories/db';
import { firstFreeSlug } from './page-slugs';

export const SITE_SLUG_TAKEN = 'A site with this slug already exists';
export const reservedSlugDetail = (slug: string) => `The slug "${slug}" is reserved for the app; choose another`;

/** A site's slug is its address: it must not shadow an app route, and no other site may have it. */
export async function assertSiteSlugFree(repos: Repositories, slug: string, exceptSiteId?: number, trx?: Db) {
  if (isReservedSlug(slug)) throw httpError(400, reservedSlugDetail(slug));
  const holder = await repos.sites.findBySlug(slug, trx);
  if (holder && holder.id !== exceptSiteId) throw httpError(400, SITE_SLUG_TAKEN);
}

/** The first of `base`, `base-2`, ... that no site has and that shadows no app route. */
export async function freeSiteSlug(repos: Repositories, base: string, trx?: Db): Promise<string> {
  const taken = await repos.sites.slugsStartingWith(base, trx);
  if (isReservedSlug(base)) taken.add(base);
  return firstFreeSlug(base, taken);
}
