import { cloneBlockWithNewIds } from '@atlas/blocks/model';
import type { Knex } from 'knex';
import { inTransaction, type Deps } from '../deps';
import type { PageRow } from '../repositories/pages';
import type { SiteRow } from '../repositories/sites';
import type { TemplateRow } from '../repositories/templates';
import type { PageBlock } from '../schemas/blocks';
import { publishPageEvent } from '../events/published';
import { derivedSlug } from '../rules/site-rules';
import { freePageSlug } from './page-slugs';

/** A template's blocks with fresh ids (blocks, columns and the blocks inside them), as the builder's paste does. */
export function withFreshIds(blocks: PageBlock[]): PageBlock[] {
  return (Array.isArray(blocks) ? blocks : []).map(cloneBlockWithNewIds);
}

export interface TemplateUse {
  site: SiteRow;
  template: Pick<TemplateRow, 'id' | 'blocks'>;
  /** The home page's title. */
  title: string;
  userId: number | null;
}

/**
 * Makes a template's blocks the site's home page: the existing home page is overwritten (with a
 * revision, so it can be restored), or a home page is created. The template's use is counted.
 */
export function applyTemplateAsHome(deps: Deps, { site, template, title, userId }: TemplateUse, trx?: Knex.Transaction): Promise<PageRow> {
  const { repos, events } = deps;
  return inTransaction(deps, trx, async (t) => {
    const blocks = withFreshIds(template.blocks);
    const home = await repos.pages.findHome(site.id, t);
    let page: PageRow;
    if (home) {
      page = await repos.pages.update(home.id, { blocks, title }, t);
      await publishPageEvent(events, t, 'updated', page, site, { template_id: template.id });
    } else {
      const slug = await freePageSlug(repos, site.id, derivedSlug(title, 'home'), t);
      page = await repos.pages.create({ site_id: site.id, title, slug, blocks, page_type: 'home', is_home_page: true }, t);
      await publishPageEvent(events, t, 'created', page, site, { template_id: template.id });
    }
    await repos.revisions.record({ page_id: page.id, title: page.title, blocks, created_by: userId }, t);
    await repos.templates.countUse(template.id, t);
    await repos.sites.touch(site.id, t);
    return page;
  });
}
