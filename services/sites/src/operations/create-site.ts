import type { Knex } from 'knex';
import { httpError } from '@atlas/service-kit';
import { inTransaction, type Deps } from '../deps';
import { isUniqueViolation } from '../repositories/db';
import { publishSiteEvent } from '../events/published';
import { SITE_SLUG_TAKEN, assertSiteSlugFree } from './site-slugs';

export interface NewSite {
  ownerId: number;
  name: string;
  slug: string;
  description?: string;
  /** The demo site an account gets at registration (one per owner). */
  isDemo?: boolean;
}

/** Creates a site with default settings; an owner's first site is their primary one (the one `/` may show). */
export async function createSite(deps: Deps, input: NewSite, trx?: Knex.Transaction) {
  const { repos, events } = deps;
  await assertSiteSlugFree(repos, input.slug, undefined, trx);
  try {
    return await inTransaction(deps, trx, async (t) => {
      const isFirst = (await repos.sites.countByOwner(input.ownerId, t)) === 0;
      const site = await repos.sites.create(
        {
          owner_id: input.ownerId,
          name: input.name.trim(),
          slug: input.slug,
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
    // Another request took the slug between the check and the insert.
    if (isUniqueViolation(error)) throw httpError(400, SITE_SLUG_TAKEN);
    throw error;
  }
}
