import type { Knex } from 'knex';
import type { AtlasApp } from '@atlas/service-kit';
import { itemsRepository, type ItemFields } from '../repositories/items';
import { historyRepository } from '../repositories/history';
import { taxonomyRepository } from '../repositories/taxonomy';
import { renderMarkdown } from '../operations/markdown';
import { publishItemEvent } from './published';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The demo site's blog: a category, two published posts, a draft and a post scheduled for tomorrow,
 * so the content manager, the editor and /{site}/blog/ have something real to show. Written once per
 * demo site (the slug check makes a replayed event a no-op).
 */
export async function seedDemoContent(
  trx: Knex.Transaction,
  app: Pick<AtlasApp, 'events'>,
  site: { id: number; owner_id: number; slug: string },
) {
  const items = itemsRepository(trx);
  if ((await items.slugsLike(site.id, 'welcome-to-our-blog', undefined, trx)).size > 0) return;
  const taxonomy = taxonomyRepository(trx);
  const existing = (await taxonomy.categories(site.owner_id, trx)).find((c) => c.name === 'News');
  const news = existing ?? (await taxonomy.createCategory(site.owner_id, 'News', trx));
  const now = Date.now();
  const posts: Omit<ItemFields, 'site_id' | 'author_id' | 'author_username' | 'body_html'>[] = [
    {
      title: 'Welcome to our blog',
      slug: 'welcome-to-our-blog',
      excerpt: 'What this blog is for, and how it is written in Atlas.',
      body: '## Hello!\n\nThis post was written in the **content editor** in markdown. Edit it, schedule the next one, and watch it appear here at its time.\n\n- Drafts stay private\n- Scheduled posts publish themselves\n- Every save keeps a revision',
      type: 'post',
      status: 'published',
      category_id: news.id,
      tags: ['welcome', 'news'],
      featured_image: '',
      seo_title: 'Welcome to our blog',
      seo_description: 'What this blog is for, and how it is written in Atlas.',
      seo_keywords: 'welcome, blog',
      published_at: new Date(now - 2 * DAY).toISOString(),
      unpublish_at: null,
    },
    {
      title: 'Five tips for a faster website',
      slug: 'five-tips-for-a-faster-website',
      excerpt: 'Small images, few scripts, and a page cache: what makes a site feel instant.',
      body: '1. Upload images once: Atlas makes the smaller widths.\n2. Keep scripts few.\n3. Let the page cache work.\n4. Write short, clear headings.\n5. Measure, then change one thing.',
      type: 'post',
      status: 'published',
      category_id: news.id,
      tags: ['performance', 'tips'],
      featured_image: '',
      seo_title: '',
      seo_description: '',
      seo_keywords: '',
      published_at: new Date(now - DAY).toISOString(),
      unpublish_at: null,
    },
    {
      title: 'Coming soon: our summer menu',
      slug: 'coming-soon-our-summer-menu',
      excerpt: 'Scheduled for tomorrow: it publishes itself.',
      body: 'Fresh, light and seasonal. This post is **scheduled** and appears on the blog at its time.',
      type: 'post',
      status: 'scheduled',
      category_id: news.id,
      tags: ['menu'],
      featured_image: '',
      seo_title: '',
      seo_description: '',
      seo_keywords: '',
      published_at: new Date(now + DAY).toISOString(),
      unpublish_at: null,
    },
    {
      title: 'Notes for the next post',
      slug: 'notes-for-the-next-post',
      excerpt: '',
      body: 'A draft: only you can see it.',
      type: 'post',
      status: 'draft',
      category_id: null,
      tags: [],
      featured_image: '',
      seo_title: '',
      seo_description: '',
      seo_keywords: '',
      published_at: null,
      unpublish_at: null,
    },
  ];
  const author = { id: site.owner_id, username: 'demo' };
  for (const post of posts) {
    const row = await items.insert(
      { ...post, site_id: site.id, author_id: author.id, author_username: author.username, body_html: renderMarkdown(post.body) },
      trx,
    );
    await taxonomy.rememberTags(author.id, row.tags, trx);
    const history = historyRepository(trx);
    const { id: _id, views: _v, created_at: _c, updated_at: _u, body_html: _h, ...snapshot } = row;
    await history.addRevision(row.id, snapshot, row.title, author, trx);
    await history.audit(row.id, author.id, 'created', author, trx);
    await publishItemEvent(app.events, trx, 'created', row, site);
    if (row.status === 'published') await publishItemEvent(app.events, trx, 'published', row, site);
  }
}
