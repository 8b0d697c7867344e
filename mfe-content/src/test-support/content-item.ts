import type { ContentItem } from '@atlas/content/contract';

/** A content item as the service answers it, with the fields a test cares about changed. */
export function contentItem(over: Partial<ContentItem> = {}): ContentItem {
  return {
    id: 1,
    title: 'Untitled',
    slug: 'untitled',
    excerpt: '',
    body: '',
    body_html: '',
    type: 'post',
    status: 'draft',
    category: null,
    category_name: null,
    tags: [],
    featured_image: '',
    seo_title: '',
    seo_description: '',
    seo_keywords: '',
    published_at: null,
    unpublish_at: null,
    site: 1,
    site_name: 'Acme',
    author: { id: 1, username: 'ada' },
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-02T00:00:00Z',
    views: 0,
    version: 1,
    ...over,
  };
}
