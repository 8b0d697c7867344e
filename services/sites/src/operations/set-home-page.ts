import type { Deps } from '../deps';
import type { PageRow } from '../repositories/pages';
import type { OwnedPage } from './ownership';
import { publishPageEvent } from '../events/published';

/** Makes a page its site's home page; the previous home page stays as an ordinary page. */
export async function setHomePage(deps: Deps, { page, site }: OwnedPage): Promise<PageRow> {
  const { db, repos, events } = deps;
  if (page.is_home_page) return page;
  return db.transaction(async (trx) => {
    const previous = await repos.pages.findHome(site.id, trx);
    await repos.pages.clearHome(site.id, trx);
    const home = await repos.pages.update(page.id, { is_home_page: true }, trx);
    if (previous) await publishPageEvent(events, trx, 'updated', { ...previous, is_home_page: false, version: previous.version + 1 }, site);
    await publishPageEvent(events, trx, 'updated', home, site);
    return home;
  });
}
