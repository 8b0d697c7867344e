import type { Static } from '@atlas/service-kit';
import type { Deps } from '../deps';
import { iso } from '../repositories/db';
import type { ItemView } from '../repositories/items';
import { srcsetOf } from './responses';
import type { PublicPost } from '../schemas/items';

/** The stored file behind a `/media/...` address, for its srcset and size. */
async function imageOf(deps: Deps, url: string) {
  const key = /^\/media\/([a-z0-9/_.-]+)$/.exec(url)?.[1];
  return key ? deps.repos.media.findByUrlKey(key) : undefined;
}

export async function publicPost(deps: Deps, row: ItemView): Promise<Static<typeof PublicPost>> {
  const image = row.featured_image ? await imageOf(deps, row.featured_image) : undefined;
  return {
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    body_html: row.body_html,
    featured_image: row.featured_image,
    featured_image_srcset: image ? srcsetOf(image) : '',
    featured_image_width: image?.width ?? null,
    featured_image_height: image?.height ?? null,
    seo_title: row.seo_title,
    seo_description: row.seo_description,
    seo_keywords: row.seo_keywords,
    tags: row.tags ?? [],
    category_name: row.category_name ?? null,
    author: row.author_username,
    published_at: iso(row.published_at) ?? iso(row.updated_at)!,
    updated_at: iso(row.updated_at)!,
  };
}

/** Published posts of a site (by slug), newest first; null when the site is unknown or deleted. */
export async function publicPosts(deps: Deps, siteSlug: string, page: number, pageSize: number) {
  const site = await deps.repos.sites.findBySlug(siteSlug);
  if (!site) return null;
  const { rows, count } = await deps.repos.items.list({
    site: site.id,
    type: 'post',
    status: 'published',
    sort: '-published',
    page,
    pageSize,
  });
  const results = await Promise.all(
    rows.map(async (row) => {
      const { body_html: _omitted, ...post } = await publicPost(deps, row);
      return post;
    }),
  );
  return { results, count };
}

/** One published post of a site; null for a draft, scheduled, archived or unknown one. */
export async function publicPostBySlug(deps: Deps, siteSlug: string, slug: string) {
  const site = await deps.repos.sites.findBySlug(siteSlug);
  if (!site) return null;
  const { rows } = await deps.repos.items.list({ site: site.id, type: 'post', status: 'published', slug, page: 1, pageSize: 1 });
  return rows[0] ? publicPost(deps, rows[0]) : null;
}
