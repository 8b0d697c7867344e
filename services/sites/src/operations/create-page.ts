import type { Knex } from 'knex';
import { httpError } from '@atlas/service-kit';
import { inTransaction, type Deps } from '../deps';
import { isHomePageRace, isUniqueViolation } from '../repositories/db';
import type { PageRow } from '../repositories/pages';
import type { SiteRow } from '../repositories/sites';
import type { CreatePageBody } from '../schemas/pages';
import { publishPageEvent } from '../events/published';
import { validBlocks } from './valid-blocks';
import { derivedSlug } from '../rules/site-rules';
import { PAGE_SLUG_TAKEN, freePageSlug } from './page-slugs';

export type NewPage = Omit<CreatePageBody, 'site'>;

/** Two requests deriving the same slug at once: the loser picks again, this many times at most. */
const SLUG_ATTEMPTS = 3;

/**
 * Creates a page. Without a slug the service is the one that picks it: the title's slug, or the first
 * free of `-2`, `-3`...; a slug the caller chose must be free. A site's first page is its home page.
 */
export async function createPage(deps: Deps, site: SiteRow, input: NewPage, userId: number, trx?: Knex.Transaction): Promise<PageRow> {
  const { repos, events } = deps;
  const blocks = validBlocks(input.blocks) ?? [];
  const chosen = input.slug || undefined;
  if (chosen && (await repos.pages.findBySlug(site.id, chosen, trx))) throw httpError(400, PAGE_SLUG_TAKEN);

  for (let attempt = 1; ; attempt++) {
    try {
      return await inTransaction(deps, trx, async (t) => {
        const slug = chosen ?? (await freePageSlug(repos, site.id, derivedSlug(input.title, 'page'), t));
        const isFirst = !(await repos.pages.findHome(site.id, t));
        const page = await repos.pages.create(
          {
            site_id: site.id,
            title: input.title.trim(),
            slug,
            blocks,
            page_type: input.page_type ?? 'standard',
            is_published: input.is_published ?? false,
            is_home_page: isFirst,
            meta_title: input.meta_title ?? '',
            meta_description: input.meta_description ?? '',
            published_at: input.is_published ? new Date() : null,
          },
          t,
        );
        if (page.blocks.length > 0)
          await repos.revisions.record({ page_id: page.id, title: page.title, blocks: page.blocks, created_by: userId }, t);
        await publishPageEvent(events, t, 'created', page, site);
        if (page.is_published) await publishPageEvent(events, t, 'published', page, site);
        await repos.sites.touch(site.id, t);
        return page;
      });
    } catch (error) {
      if (isHomePageRace(error)) throw httpError(409, 'Another page became the home page at the same time; try again');
      if (!isUniqueViolation(error)) throw error;
      if (chosen || trx || attempt === SLUG_ATTEMPTS) throw httpError(400, PAGE_SLUG_TAKEN);
    }
  }
}
