import type { Deps } from '../deps';
import type { PageRow } from '../repositories/pages';
import type { OwnedPage } from './ownership';
import { publishPageEvent } from '../events/published';
import { freePageSlug } from './page-slugs';

/** A draft copy of a page: '{title} (Copy)', slug `{slug}-copy` (or `-copy-2`...), never the home page. */
export async function duplicatePage(deps: Deps, { page, site }: OwnedPage, userId: number): Promise<PageRow> {
  const { db, repos, events } = deps;
  const base = `${page.slug}-copy`.slice(0, 90);
  return db.transaction(async (trx) => {
    const copy = await repos.pages.create(
      {
        site_id: site.id,
        title: `${page.title} (Copy)`.slice(0, 200),
        slug: await freePageSlug(repos, site.id, base, trx),
        blocks: page.blocks,
        page_type: page.page_type,
        is_published: false,
        is_home_page: false,
        meta_title: page.meta_title,
        meta_description: page.meta_description,
      },
      trx,
    );
    await repos.revisions.record({ page_id: copy.id, title: copy.title, blocks: copy.blocks, created_by: userId }, trx);
    await publishPageEvent(events, trx, 'created', copy, site, { duplicated_from: page.id });
    await repos.sites.touch(site.id, trx);
    return copy;
  });
}
