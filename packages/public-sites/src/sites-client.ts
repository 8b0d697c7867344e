import type { LockedSite, PagePreviewData, PublicPageData, PublicSiteData } from './types';

export type Fetched<T> =
  { kind: 'ok'; data: T } | { kind: 'locked'; data: LockedSite } | { kind: 'not-found'; detail: string } | { kind: 'failed' };

/** A draft preview's answer: a revoked or expired link is `gone` (410), an unknown one `not-found`. */
export type PreviewFetched<T> = { kind: 'ok'; data: T } | { kind: 'gone' } | { kind: 'not-found' } | { kind: 'failed' };

/** Reads a preview link's answer (sites or content service): 200, 410, 404 or a failure. */
export async function fetchPreview<T>(url: string): Promise<PreviewFetched<T>> {
  try {
    const response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (response.ok) return { kind: 'ok', data: (await response.json()) as T };
    if (response.status === 410) return { kind: 'gone' };
    if (response.status === 404 || response.status === 400) return { kind: 'not-found' };
    return { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}

const TIMEOUT_MS = 5000;

/** Reads the sites service's public endpoints, without a token, turning every failure into a kind. */
export function sitesClient(sitesUrl: string) {
  const base = sitesUrl.replace(/\/+$/, '');

  async function request<T>(
    path: string,
    init: { method?: string; body?: unknown; siteAccess?: string; visitor?: string } = {},
  ): Promise<Fetched<T>> {
    try {
      const headers: Record<string, string> = { accept: 'application/json' };
      if (init.body !== undefined) headers['content-type'] = 'application/json';
      if (init.siteAccess) headers['x-site-access'] = init.siteAccess;
      // The service limits unlock attempts per visitor, as it does for requests the gateway proxies.
      if (init.visitor) headers['x-forwarded-for'] = init.visitor;
      const response = await fetch(`${base}${path}`, {
        method: init.method ?? 'GET',
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const body = await response.json().catch(() => ({}));
      if (response.ok) return { kind: 'ok', data: body as T };
      if (response.status === 401 && body?.password_protected) return { kind: 'locked', data: body as LockedSite };
      if (response.status === 404 || response.status === 400 || response.status === 403)
        return { kind: 'not-found', detail: String(body?.detail ?? '') };
      return { kind: 'failed' };
    } catch {
      return { kind: 'failed' };
    }
  }

  const seg = encodeURIComponent;
  return {
    site: (slug: string, siteAccess?: string) => request<PublicSiteData>(`/api/builder/public_site/${seg(slug)}/`, { siteAccess }),
    page: (slug: string, pageSlug: string, siteAccess?: string) =>
      request<PublicPageData>(`/api/builder/public/${seg(slug)}/${seg(pageSlug)}/`, { siteAccess }),
    /** A page's draft behind a preview link (`/preview/{token}`). */
    preview: (token: string) => fetchPreview<PagePreviewData>(`${base}/api/builder/preview/${seg(token)}/`),
    primary: () => request<{ slug: string }>('/api/builder/public/primary/'),
    unlock: (slug: string, password: string, visitor: string) =>
      request<{ success: boolean; token: string | null }>(`/api/builder/public_site/${seg(slug)}/unlock/`, {
        method: 'POST',
        body: { password },
        visitor,
      }),
  };
}

export type SitesClient = ReturnType<typeof sitesClient>;
