import type { Knex } from 'knex';
import type { ItemRow } from '../repositories/items';
import type { SiteCopyRow as SiteRow } from '@atlas/service-kit';

/** The kit's outbox: events written in the caller's transaction. */
import type { Outbox } from '@atlas/service-kit';
export type { Outbox };

export type ItemEventVerb = 'created' | 'updated' | 'published' | 'unpublished' | 'deleted';

/**
 * `content.item.*`, keyed by the item's site so one site's content events stay in order. The public
 * renderer invalidates the site's pages (`site_slug`) on each.
 */
export function publishItemEvent(
  outbox: Outbox,
  trx: Knex.Transaction,
  verb: ItemEventVerb,
  item: ItemRow,
  site: Pick<SiteRow, 'slug'> | undefined,
  extra: Record<string, unknown> = {},
) {
  return outbox.publish(trx, {
    type: `content.item.${verb}`,
    key: String(item.site_id),
    payload: {
      item_id: item.id,
      site_id: item.site_id,
      site_slug: site?.slug ?? null,
      owner_id: item.author_id,
      slug: item.slug,
      title: item.title,
      type: item.type,
      status: item.status,
      ...extra,
    },
  });
}
