import type { Deps } from '../deps';
import type { OwnedPage } from './ownership';
import { publishPageEvent } from '../events/published';

/** Deletes a page; when it was the home page, the site's first remaining page becomes home. */
export async function deletePage(deps: Deps, { page, site }: OwnedPage) {
  const { db, repos, events } = deps;
  await db.transaction(async (trx) => {
    await repos.pages.remove(page.id, trx);
    if (page.is_home_page) {
      const home = await repos.pages.promoteFirstToHome(site.id, trx);
      if (home) await publishPageEvent(events, trx, 'updated', home, site);
    }
    await publishPageEvent(events, trx, 'deleted', page, site);
    await repos.sites.touch(site.id, trx);
  });
}
