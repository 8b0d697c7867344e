import { CONTENT_TYPES } from '@atlas/content/contract';
import type { ContentItem, ItemFields } from '../../api/content';

/** What the editor edits: the item's fields, with dates as datetime-local values. */
export interface EditorForm {
  title: string;
  slug: string;
  excerpt: string;
  body: string;
  type: string;
  status: string;
  site: number | null;
  category: number | null;
  tags: string[];
  featured_image: string;
  seo_title: string;
  seo_description: string;
  seo_keywords: string;
  published_at: string;
  unpublish_at: string;
}

/** ISO → the value a datetime-local input shows (local time, to the second when it has seconds), and back. */
export const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 19);
  return local.endsWith(':00') ? local.slice(0, 16) : local;
};
export const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : null);

export const formOf = (item: ContentItem): EditorForm => ({
  title: item.title,
  slug: item.slug,
  excerpt: item.excerpt,
  body: item.body,
  type: item.type,
  status: item.status,
  site: item.site,
  category: item.category,
  tags: item.tags,
  featured_image: item.featured_image,
  seo_title: item.seo_title,
  seo_description: item.seo_description,
  seo_keywords: item.seo_keywords,
  published_at: toLocalInput(item.published_at),
  unpublish_at: toLocalInput(item.unpublish_at),
});

export const fieldsOf = (form: EditorForm): ItemFields & { site?: number } => ({
  title: form.title,
  slug: form.slug,
  excerpt: form.excerpt,
  body: form.body,
  type: form.type,
  status: form.status,
  site: form.site ?? undefined,
  category: form.category,
  tags: form.tags,
  featured_image: form.featured_image,
  seo_title: form.seo_title,
  seo_description: form.seo_description,
  seo_keywords: form.seo_keywords,
  published_at: fromLocalInput(form.published_at),
  unpublish_at: form.status === 'published' || form.status === 'scheduled' ? fromLocalInput(form.unpublish_at) : null,
});

/** A new item: from the address (?site=&type=), a post on the first site otherwise. */
export function newForm(site: number | null, type: string | null): EditorForm {
  return {
    title: '',
    slug: '',
    excerpt: '',
    body: '',
    type: type && (CONTENT_TYPES as readonly string[]).includes(type) ? type : 'post',
    status: 'draft',
    site,
    category: null,
    tags: [],
    featured_image: '',
    seo_title: '',
    seo_description: '',
    seo_keywords: '',
    published_at: '',
    unpublish_at: '',
  };
}
