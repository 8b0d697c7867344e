import type { Static } from '@atlas/service-kit';
import { iso } from '../repositories/db';
import type { ItemView } from '../repositories/items';
import type { MediaFileRow, MediaVariant } from '../repositories/media';
import type { RevisionRow, AuditRow } from '../repositories/history';
import type { ContentItem, RevisionSummary, AuditEntry } from '../schemas/items';
import type { MediaFile } from '../schemas/media';

export const mediaUrl = (key: string) => `/media/${key}`;

export function itemResponse(row: ItemView): Static<typeof ContentItem> {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    body: row.body,
    body_html: row.body_html,
    type: row.type,
    status: row.status,
    category: row.category_id,
    category_name: row.category_name ?? null,
    tags: row.tags ?? [],
    featured_image: row.featured_image,
    seo_title: row.seo_title,
    seo_description: row.seo_description,
    seo_keywords: row.seo_keywords,
    published_at: iso(row.published_at),
    unpublish_at: iso(row.unpublish_at),
    site: row.site_id,
    site_name: row.site_name ?? null,
    author: { id: row.author_id, username: row.author_username },
    created_at: iso(row.created_at)!,
    updated_at: iso(row.updated_at)!,
    views: row.views,
    version: row.version,
  };
}

export const revisionResponse = (row: RevisionRow): Static<typeof RevisionSummary> => ({
  id: row.id,
  title: row.title,
  created_at: iso(row.created_at)!,
  author: { id: row.author_id, username: row.author_username },
});

export const auditResponse = (row: AuditRow): Static<typeof AuditEntry> => ({
  id: Number(row.id),
  action: row.action,
  user: { id: row.user_id, username: row.username },
  created_at: iso(row.created_at)!,
});

export const variantsOf = (row: Pick<MediaFileRow, 'variants'>): MediaVariant[] =>
  typeof row.variants === 'string' ? JSON.parse(row.variants) : (row.variants ?? []);

/** `srcset` for an image: its WebP widths, then the original at its own width. */
export function srcsetOf(row: Pick<MediaFileRow, 'variants' | 'key' | 'width'>): string {
  const variants = variantsOf(row);
  if (variants.length === 0) return '';
  const entries = variants.map((v) => `${mediaUrl(v.key)} ${v.width}w`);
  if (row.width && !variants.some((v) => v.width >= row.width!)) entries.push(`${mediaUrl(row.key)} ${row.width}w`);
  return entries.join(', ');
}

export function fileResponse(row: MediaFileRow): Static<typeof MediaFile> {
  return {
    id: row.id,
    name: row.name,
    alt_text: row.alt_text ?? '',
    type: row.type,
    mime_type: row.mime_type,
    url: mediaUrl(row.key),
    thumbnail: row.thumbnail_key ? mediaUrl(row.thumbnail_key) : row.type === 'image' ? mediaUrl(row.key) : '',
    size: Number(row.size),
    width: row.width,
    height: row.height,
    focal_x: row.focal_x,
    focal_y: row.focal_y,
    variants: variantsOf(row).map((v) => ({ width: v.width, url: mediaUrl(v.key) })),
    srcset: srcsetOf(row),
    folder: row.folder_id,
    site: row.site_id,
    created_at: iso(row.created_at)!,
  };
}

/** `next` and `previous` page numbers for a list answer. */
export function pageLinks(page: number, pageSize: number, count: number) {
  return { next: page * pageSize < count ? page + 1 : null, previous: page > 1 ? page - 1 : null };
}
