import type { Knex } from 'knex';
import { httpError } from '@atlas/service-kit';
import { inTransaction, type Deps } from '../deps';
import { isUniqueViolation } from '../repositories/db';
import type { PageChanges, PageRow } from '../repositories/pages';
import type { OwnedPage } from './ownership';
import type { PageBlock } from '../schemas/blocks';
import { publishPageEvent } from '../events/published';
import { validBlocks } from './valid-blocks';
import { PAGE_SLUG_TAKEN } from './page-slugs';

/**
 * Writes a page's changes, records a revision when its blocks changed and publishes the matching
 * event (updated, published or unpublished), in one transaction.
 */
export async function savePage(
  deps: Deps,
  { page, site }: OwnedPage,
  changes: PageChanges,
  userId: number,
  trx?: Knex.Transaction,
): Promise<PageRow> {
  const { repos, events } = deps;
  try {
    return await inTransaction(deps, trx, async (t) => {
      const updated = await repos.pages.update(page.id, changes, t);
      if (changes.blocks)
        await repos.revisions.record({ page_id: page.id, title: updated.title, blocks: changes.blocks, created_by: userId }, t);
      const verb =
        changes.is_published === true && !page.is_published
          ? 'published'
          : changes.is_published === false && page.is_published
            ? 'unpublished'
            : 'updated';
      await publishPageEvent(events, t, verb, updated, site, { previous_slug: page.slug });
      await repos.sites.touch(site.id, t);
      return updated;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw httpError(400, PAGE_SLUG_TAKEN);
    throw error;
  }
}

/** The builder's save: the page's blocks, checked and cleaned, as a new revision. */
export function saveBlocks(deps: Deps, owned: OwnedPage, blocks: PageBlock[], userId: number): Promise<PageRow> {
  return savePage(deps, owned, { blocks: validBlocks(blocks) }, userId);
}
