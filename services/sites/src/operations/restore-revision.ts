import type { Deps } from '../deps';
import type { PageRow } from '../repositories/pages';
import type { RevisionRow } from '../repositories/revisions';
import type { OwnedPage } from './ownership';
import { publishPageEvent } from '../events/published';

/** Puts a revision's blocks back on its page; the restore is itself a new revision, so it can be undone. */
export async function restoreRevision(deps: Deps, { page, site }: OwnedPage, revision: RevisionRow, userId: number): Promise<PageRow> {
  const { db, repos, events } = deps;
  return db.transaction(async (trx) => {
    const restored = await repos.pages.update(page.id, { blocks: revision.blocks }, trx);
    await repos.revisions.record(
      { page_id: page.id, title: restored.title, blocks: revision.blocks, created_by: userId, restored_from: revision.id },
      trx,
    );
    await publishPageEvent(events, trx, 'updated', restored, site, { restored_revision: revision.id });
    await repos.sites.touch(site.id, trx);
    return restored;
  });
}
