import type { Knex } from 'knex';
import { inTransaction, type Deps } from '../deps';
import type { NavigationRow } from '../repositories/navigations';
import type { SiteRow } from '../repositories/sites';
import type { UpdateNavigationBody } from '../schemas/navigation';
import { publishSiteEvent } from '../events/published';
import { normalizeMenuItems } from './navigation-items';

/**
 * Saves a site's menu: the whole list of items when one is sent (`menu_items` or `structure`), the
 * style settings when sent; what is not sent stays.
 */
export async function saveNavigation(
  deps: Deps,
  site: SiteRow,
  body: UpdateNavigationBody,
  trx?: Knex.Transaction,
): Promise<NavigationRow> {
  const { repos, events } = deps;
  const items = body.menu_items ?? body.structure;
  const structure = items ? normalizeMenuItems(items) : undefined;
  return inTransaction(deps, trx, async (t) => {
    const current = await repos.navigations.findBySite(site.id, t);
    const saved = await repos.navigations.save(
      site.id,
      {
        structure: structure ?? current?.structure ?? [],
        style_settings: body.settings ?? body.style_settings ?? current?.style_settings ?? {},
      },
      t,
    );
    await repos.sites.touch(site.id, t);
    await publishSiteEvent(events, t, 'updated', site, { changed: ['navigation'] });
    return saved;
  });
}
