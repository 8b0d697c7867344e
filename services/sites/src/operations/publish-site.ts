import type { Knex } from 'knex';
import { inTransaction, type Deps } from '../deps';
import type { SiteRow } from '../repositories/sites';
import { publishSiteEvent } from '../events/published';

/** Puts a site online (visitors see its published pages) or takes it off. */
export function publishSite(deps: Deps, site: SiteRow, publish: boolean, trx?: Knex.Transaction): Promise<SiteRow> {
  const { repos, events } = deps;
  return inTransaction(deps, trx, async (t) => {
    const updated = await repos.sites.update(
      site.id,
      publish ? { is_published: true, published_at: new Date() } : { is_published: false },
      t,
    );
    await publishSiteEvent(events, t, publish ? 'published' : 'unpublished', updated);
    return updated;
  });
}
