import type { Repositories } from '../repositories';
import type { Db } from '../repositories/db';

export const PAGE_SLUG_TAKEN = 'A page with this slug already exists on this site';

/** `base`, else `base-2`, `base-3`, ... : the first not in `taken`. */
export function firstFreeSlug(base: string, taken: Set<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** The first of `base`, `base-2`, ... that no page of the site has. */
export async function freePageSlug(repos: Repositories, siteId: number, base: string, trx?: Db): Promise<string> {
  return firstFreeSlug(base, await repos.pages.slugsLike(siteId, base, trx));
}
