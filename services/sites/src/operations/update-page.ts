import { httpError } from '@atlas/service-kit';
import type { Deps } from '../deps';
import type { PageChanges, PageRow } from '../repositories/pages';
import type { OwnedPage } from './ownership';
import type { UpdatePageBody } from '../schemas/pages';
import { validBlocks } from './valid-blocks';
import { PAGE_SLUG_TAKEN } from './page-slugs';
import { savePage } from './save-page';

const EDITABLE_FIELDS = ['slug', 'page_type', 'is_published', 'meta_title', 'meta_description'] as const;

/** Applies a PATCH to a page: only its editable fields are read, since a client may send the whole page back. */
export async function updatePage(deps: Deps, owned: OwnedPage, body: UpdatePageBody, userId: number, version?: number): Promise<PageRow> {
  const { page, site } = owned;
  const blocks = validBlocks(body.blocks);
  if (body.slug && body.slug !== page.slug && (await deps.repos.pages.findBySlug(site.id, body.slug)))
    throw httpError(400, PAGE_SLUG_TAKEN);
  const changes: PageChanges = {};
  for (const field of EDITABLE_FIELDS) {
    if (body[field] !== undefined) (changes as Record<string, unknown>)[field] = body[field];
  }
  if (body.title !== undefined) changes.title = body.title.trim();
  if (blocks) changes.blocks = blocks;
  if (body.is_published === true && !page.is_published) changes.published_at = new Date();
  return savePage(deps, owned, changes, userId, { version });
}
