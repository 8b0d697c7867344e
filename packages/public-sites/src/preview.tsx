import { PREVIEW_GONE } from '@atlas/sites/contract';
import { Notice, renderDocument } from './document';
import { publicSiteCsp } from './csp';
import type { RenderedPage } from './page-cache';

// Draft previews (/preview/{token}): the banner over the page, the headers that keep it out of search
// engines and shared caches, and the pages of a link that no longer works or never did.

/** What the service says of the link: when it stops working. */
export type Preview = { expires_at: string };

/** Never indexed, never kept by a browser or a proxy: a preview is for whoever holds the link, now. */
export const PREVIEW_HEADERS: Record<string, string> = { 'x-robots-tag': 'noindex', 'cache-control': 'private, no-store' };

function expiryText(expiresAt: string, lang: string): string {
  const options = { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' } as const;
  try {
    return `${new Intl.DateTimeFormat(lang || 'en', options).format(new Date(expiresAt))} UTC`;
  } catch {
    return `${new Intl.DateTimeFormat('en', options).format(new Date(expiresAt))} UTC`;
  }
}

/** Fixed at the bottom of the window, with room kept under the footer so it hides none of the page. */
export function PreviewBanner({ preview, lang }: { preview: Preview; lang: string }) {
  return (
    <>
      <div className="site-preview-space" aria-hidden="true" />
      <aside className="site-preview-banner" role="status" aria-label="Draft preview">
        <strong>Draft preview</strong>
        <span>
          {'This link expires '}
          <time dateTime={preview.expires_at}>{expiryText(preview.expires_at, lang)}</time>
        </span>
      </aside>
    </>
  );
}

/** 410 for a revoked or expired link, 404 for an unknown one, 502 when the service did not answer. */
export function previewRefusal(kind: 'gone' | 'not-found' | 'failed', ctx: { origin: string }): RenderedPage {
  const [status, title, message] =
    kind === 'gone'
      ? [410, 'Preview unavailable', PREVIEW_GONE]
      : kind === 'not-found'
        ? [404, 'Preview not found', 'This preview link does not exist. Check that it was copied whole.']
        : [502, 'Preview unavailable', 'The preview could not be loaded. Please try again later.'];
  const body = renderDocument(
    { lang: 'en', title, description: message, noindex: true },
    <main id="main" className="site-main">
      <Notice title={title} message={message} />
    </main>,
  );
  return {
    status,
    body,
    contentType: 'text/html; charset=utf-8',
    siteSlugs: [],
    cacheable: false,
    headers: { ...PREVIEW_HEADERS, 'content-security-policy': publicSiteCsp({ origin: ctx.origin, ownerCode: false }) },
  };
}
