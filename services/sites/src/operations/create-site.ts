import type { Knex } from 'knex';
import { httpError } from '@atlas/service-kit';
import { inTransaction, type Deps } from '../deps';
import { isUniqueViolation } from '../repositories/db';
import { publishSiteEvent } from '../events/published';
import { derivedSlug } from '../rules/site-rules';
import { SITE_SLUG_TAKEN, assertSiteSlugFree, freeSiteSlug } from './site-slugs';

/** Two requests deriving the same slug at once: the loser picks again, this many times at most. */
const SLUG_ATTEMPTS = 3;

export interface NewSite {
  ownerId: number;
  name: string;
  /** Without one the service picks it: the name's slug, or the first free of `-2`, `-3`... */
  slug?: string;
  description?: string;
  /** The demo site an account gets at registration (one per owner). */
  isDemo?: boolean;
}

/**
 * Creates a site with default settings; an owner's first site is their primary one (the one `/` may show).
 * A slug the caller chose must be free; without one the service picks the name's slug or the next free one.
 */
export async function createSite(deps: Deps, input: NewSite, trx?: Knex.Transaction) {
  const { repos, events } = deps;
  const chosen = input.slug || undefined;
  if (chosen) await assertSiteSlugFree(repos, chosen, undefined, trx);
  for (let attempt = 1; ; attempt++) {
    try {
      return await inTransaction(deps, trx, async (t) => {
        const slug = chosen ?? (await freeSiteSlug(repos, derivedSlug(input.name, 'site'), t));
        const isFirst = (await repos.sites.countByOwner(input.ownerId, t)) === 0;
        const site = await repos.sites.create(
          {
            owner_id: input.ownerId,
            name: input.name.trim(),
            slug,
            description: input.description ?? '',
            is_primary: isFirst,
            is_demo: input.isDemo ?? false,
          },
          t,
        );
        await publishSiteEvent(events, t, 'created', site);
        return site;
      });
    } catch (error) {
      // Another request took the slug between the check (or the pick) and the insert.
      if (!isUniqueViolation(error)) throw error;
      if (chosen || trx || attempt === SLUG_ATTEMPTS) throw httpError(400, SITE_SLUG_TAKEN);
    }
  }
}
