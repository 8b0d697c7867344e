import type { EventConsumer } from '@atlas/service-kit';
import { itemsRepository } from '../repositories/items';

interface PostViewsPayload {
  site_id: number;
  posts: { slug: string; views: number }[];
}

const valid = (p: Partial<PostViewsPayload> | undefined): p is PostViewsPayload =>
  Number.isInteger(p?.site_id) &&
  Array.isArray(p?.posts) &&
  p.posts.every((post) => typeof post?.slug === 'string' && Number.isInteger(post.views) && post.views > 0);

/**
 * A post's `views` follow its page views: the analytics service counts the visits of
 * `/{site}/blog/{post}` in each batch it ingests and tells us through its outbox (`analytics.post.viewed`);
 * the inbox makes a redelivered count harmless.
 */
export const postViews: EventConsumer<PostViewsPayload> = {
  topic: 'analytics.post.viewed',
  handle: async (event, trx, app) => {
    const p = event.payload;
    if (!valid(p)) return;
    const items = itemsRepository(app.db);
    for (const post of p.posts) await items.addViews(p.site_id, post.slug, post.views, trx);
  },
};
