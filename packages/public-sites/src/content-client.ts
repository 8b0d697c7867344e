import { fetchPreview, type Fetched } from './sites-client';
import type { Preview } from './preview';

/** A published post as the content service's public API answers it. */
export interface PublicPost {
  title: string;
  slug: string;
  excerpt: string;
  body_html?: string;
  featured_image: string;
  featured_image_srcset: string;
  featured_image_width: number | null;
  featured_image_height: number | null;
  seo_title: string;
  seo_description: string;
  seo_keywords: string;
  tags: string[];
  category_name: string | null;
  author: string;
  published_at: string;
  updated_at: string;
}

/** `GET /api/content/preview/{token}/`: a post's current draft (draft, scheduled or published), its site, and when the link expires. */
export interface PostPreviewData {
  site: { id: number; slug: string; name: string };
  post: PublicPost;
  preview: Preview;
}

export interface PublicPostPage {
  results: PublicPost[];
  count: number;
  next: number | null;
  previous: number | null;
}

/** A stored image's size and WebP widths, for `<img srcset width height>`. */
export interface ImageInfo {
  url: string;
  width: number;
  height: number;
  srcset: string;
}

const TIMEOUT_MS = 5000;

/** Reads the content service's public post endpoints, turning every failure into a kind. */
export function contentClient(contentUrl: string) {
  const base = contentUrl.replace(/\/+$/, '');
  async function request<T>(path: string): Promise<Fetched<T>> {
    try {
      const response = await fetch(`${base}${path}`, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(TIMEOUT_MS) });
      const body = await response.json().catch(() => ({}));
      if (response.ok) return { kind: 'ok', data: body as T };
      if (response.status === 404 || response.status === 400) return { kind: 'not-found', detail: String(body?.detail ?? '') };
      return { kind: 'failed' };
    } catch {
      return { kind: 'failed' };
    }
  }
  const seg = encodeURIComponent;
  return {
    posts: (site: string, page: number, pageSize = 10) =>
      request<PublicPostPage>(`/api/content/public/sites/${seg(site)}/posts/?page=${page}&page_size=${pageSize}`),
    post: (site: string, slug: string) => request<PublicPost>(`/api/content/public/sites/${seg(site)}/posts/${seg(slug)}/`),
    /** A post's draft behind a preview link (`/preview/{token}`). */
    preview: (token: string) => fetchPreview<PostPreviewData>(`${base}/api/content/preview/${seg(token)}/`),
    images: (urls: string[]) => request<{ results: ImageInfo[] }>(`/api/media/public/images/?urls=${seg(urls.join(','))}`),
  };
}

export type ContentClient = ReturnType<typeof contentClient>;
