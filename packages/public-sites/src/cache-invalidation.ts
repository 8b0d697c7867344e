import type { MarketplaceClient } from './marketplace-client';
import type { PageCache } from './page-cache';

// Which events change a public page, and what each one drops: the site's cached pages, and what the
// marketplace client keeps about the site (modules, redirects). Without events pages expire after a short TTL.

const VERBS = ['created', 'updated', 'published', 'unpublished', 'deleted'];
export const INVALIDATING_TOPICS = [
  ...VERBS.map((v) => `sites.site.${v}`),
  ...VERBS.map((v) => `sites.page.${v}`),
  // a post published, scheduled to appear, changed or removed: the site's blog pages and sitemap change
  ...VERBS.map((v) => `content.item.${v}`),
  // a product's price, stock or pictures changed, or a shop opened, closed or changed currency (payload `site_id`, null: the
  // platform's shop): the site's pages (its storefront, product blocks, sitemap) are drawn again
  'commerce.product.created',
  'commerce.product.updated',
  'commerce.product.deleted',
  'commerce.order.created',
  'commerce.order.cancelled',
  'commerce.shop.updated',
  // a site theme created, customised, switched, reset or removed: every page of the site wears it (payload `site_slug`)
  'sites.theme.changed',
  // a menu or one of its items changed: the header and footer of the site's pages change (payload `site_slug`)
  'menus.menu.created',
  'menus.menu.updated',
  'menus.menu.deleted',
  'menus.item.changed',
  // a module installed or uninstalled for a site's owner or for the site itself (payload `site_ids`): integrations, structured data, blocks
  'marketplace.module.installed',
  'marketplace.module.uninstalled',
  // the site's redirect rules changed (payload `site_slug`)
  'marketplace.redirects.changed',
];

export interface EventSource {
  subscribe(
    topics: string[],
    handle: (event: { type: string; payload?: Record<string, unknown> }) => Promise<void>,
  ): Promise<{ close(): Promise<void> }>;
}

export const isEventSource = (value: unknown): value is EventSource => typeof (value as EventSource | undefined)?.subscribe === 'function';

/** Listens to INVALIDATING_TOPICS; `onSiteChanged` hears that a site itself changed (the primary site may be another now). */
export function invalidateOnEvents(
  events: EventSource,
  {
    cache,
    marketplace,
    slugOfSite,
    onSiteChanged,
  }: {
    cache: PageCache;
    marketplace?: MarketplaceClient;
    /** The slug of a site the renderer has seen, by id (a page of a site never seen is not cached). */
    slugOfSite: (id: number) => string | undefined;
    onSiteChanged: () => void;
  },
): Promise<{ close(): Promise<void> }> {
  return events.subscribe(INVALIDATING_TOPICS, async (event) => {
    const p = event.payload ?? {};
    if (event.type.startsWith('commerce.')) {
      if (typeof p.site_id === 'number') {
        const slug = slugOfSite(p.site_id);
        if (slug) cache.invalidateSite(slug);
      } else cache.invalidateProductPages();
      return;
    }
    if (event.type.startsWith('marketplace.module.')) {
      // `slug` here is the module's; the sites are `site_ids` (ids never seen: forget every site's modules).
      if (typeof p.slug === 'string') marketplace?.learnDefinitions(p.slug, p.block_definitions);
      const known = marketplace?.slugsOf(p.site_ids) ?? { slugs: [], unknown: false };
      for (const slug of known.slugs) {
        marketplace?.forget(slug, 'modules');
        cache.invalidateSite(slug);
      }
      if (known.unknown) marketplace?.forgetAll();
      return;
    }
    if (event.type === 'marketplace.redirects.changed') {
      if (typeof p.site_slug === 'string') {
        marketplace?.forget(p.site_slug, 'redirects');
        cache.invalidateSite(p.site_slug);
      }
      return;
    }
    // A content event's `slug` is the post's; its site is `site_slug` (and `previous_site_slug` after a move).
    const slugs = event.type.startsWith('content.') ? [p.site_slug, p.previous_site_slug] : [p.slug, p.site_slug, p.previous_slug];
    for (const slug of slugs) if (typeof slug === 'string') cache.invalidateSite(slug);
    if (event.type.startsWith('sites.site.')) {
      onSiteChanged();
      // The marketplace answers no modules or redirects for an unpublished site: what was kept then must not outlive its publishing.
      for (const slug of slugs) if (typeof slug === 'string') marketplace?.forget(slug);
    }
  });
}
