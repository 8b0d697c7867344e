import type { PostViewsPayload, TrackedEvent } from '../../events/published';
import type { SiteInfo } from './site-locks';

/** Page views of blog posts (`/{site}/blog/{post}`) in a batch, by site. */
export function postViews(sites: Map<number, SiteInfo>, fresh: TrackedEvent[]): PostViewsPayload[] {
  const bySite = new Map<number, Map<string, number>>();
  for (const event of fresh) {
    const site = sites.get(event.site_id);
    if (event.type !== 'pageview' || !site) continue;
    const match = /^\/([^/]+)\/blog\/([^/]+)\/?$/.exec(event.path);
    if (!match || match[1] !== site.slug || match[2] === 'rss.xml') continue;
    const posts = bySite.get(site.id) ?? new Map<string, number>();
    posts.set(match[2], (posts.get(match[2]) ?? 0) + 1);
    bySite.set(site.id, posts);
  }
  return [...bySite].map(([siteId, posts]) => ({
    site_id: siteId,
    site_slug: sites.get(siteId)!.slug,
    posts: [...posts].map(([slug, views]) => ({ slug, views })),
  }));
}
