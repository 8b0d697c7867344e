import { slugify } from '../site-rules';
import type { Repositories } from '../repositories';
import type { Db } from '../repositories/db';

export const PAGE_SLUG_TAKEN = 'A page with this slug already exists on this site';

/** Room left for a `-N` in the 100 characters a slug may have. */
const DERIVED_SLUG_LENGTH = 90;

/** The slug a title gives (the rule the builder previews with), cut to leave room for a `-N`; `fallback` when nothing is left. */
export function derivedSlug(title: string, fallback: string): string {
  return slugify(title).slice(0, DERIVED_SLUG_LENGTH).replace(/-$/, '') || fallback;
}

/** `base`, else `base-2`, `base-3`, ... : the first not in `taken`. */
export function firstFreeSlug(base: string, taken: Set<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** The first of `base`, `base-2`, ... that no page of the site has. */
export async function freePageSlug(repos: Repositories, siteId: number, base: string, trx?: Db): Promise<string> {
  return firstFreeSlug(base, await repos.pages.slugsLike(siteId, base, trx));
}
