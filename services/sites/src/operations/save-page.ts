import type { Knex } from 'knex';
import { httpError, staleVersion } from '@atlas/service-kit';
import { inTransaction, type Deps } from '../deps';
import { isUniqueViolation } from '../repositories/db';
import type { PageChanges, PageRow } from '../repositories/pages';
import type { OwnedPage } from './ownership';
import type { PageBlock } from '../schemas/blocks';
import { publishPageEvent } from '../events/published';
import { validBlocks } from './valid-blocks';
import { PAGE_SLUG_TAKEN } from './page-slugs';
import { pageResponse } from './responses';

export interface SaveOptions {
  trx?: Knex.Transaction;
  /** The version the editor started from: a page saved since by someone else is a 409 with the page as it now is. */
  version?: number;
}

/**
 * Writes a page's changes, records a revision when its blocks changed and publishes the matching
 * event (updated, published or unpublished), in one transaction. The version check is part of the
 * write itself (`where version = ?`), so of two saves from one version exactly one is written.
 */
export async function savePage(
  deps: Deps,
  { page, site }: OwnedPage,
  changes: PageChanges,
  userId: number,
  { trx, version }: SaveOptions = {},
): Promise<PageRow> {
  const { repos, events } = deps;
  try {
    return await inTransaction(deps, trx, async (t) => {
      const updated = await repos.pages.updateIfVersion(page.id, version, changes, t);
      if (!updated) throw await stale(deps, page.id, version!, t);
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

/** The 409 of a save from `version`, carrying the page as it now is (read after the winner committed); gone meanwhile: 404. */
async function stale(deps: Deps, pageId: number, version: number, trx: Knex.Transaction) {
  const current = await deps.repos.pages.findById(pageId, trx);
  return current ? staleVersion('page', version, pageResponse(current)) : httpError(404, 'Page not found');
}

/** The builder's save: the page's blocks, checked and cleaned, as a new revision. */
export function saveBlocks(deps: Deps, owned: OwnedPage, blocks: PageBlock[], userId: number, version?: number): Promise<PageRow> {
  return savePage(deps, owned, { blocks: validBlocks(blocks) }, userId, { version });
}
