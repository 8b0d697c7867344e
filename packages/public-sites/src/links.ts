import { SLUG_PATTERN } from '@atlas/sites/contract';
import type { MenuItem } from './types';

/** A site's (or a page's) slug as the sites service makes them; anything else is answered not found without asking it. */
export const SITE_SLUG = new RegExp(SLUG_PATTERN);

/** Where a site's pages live: `/{slug}` (also when it is served at `/`), or `/live/{slug}`. */
export const siteBase = (slug: string, live: boolean) => (live ? `/live/${slug}` : `/${slug}`);

/** Where the site's pages live for this request: '' on the site's own host (its primary origin given), else siteBase. */
export const pagesBase = (ctx: { slug: string; live: boolean; ownOrigin?: string }) => (ctx.ownOrigin ? '' : siteBase(ctx.slug, ctx.live));

/** The home page under a base: '' (a site's own host) is '/'. */
export const homeHref = (base: string) => base || '/';

/** The origin canonical URLs, sitemaps and shared links name: the site's primary origin on its own host, else the request's. */
export const publicOrigin = (ctx: { origin: string; ownOrigin?: string }) => ctx.ownOrigin ?? ctx.origin;

const SAFE_SCHEME = /^(https?:|mailto:|tel:)/i;

/**
 * A menu item's address on the public site: site paths ('/', '/about', 'about') are the site's own pages,
 * full addresses and anchors are kept, anything with another scheme (javascript:) is dropped.
 */
export function menuHref(item: MenuItem, base: string): string | null {
  const url = String(item.url ?? '').trim();
  if (!url) return null;
  if (url.startsWith('#')) return url;
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return SAFE_SCHEME.test(url) ? url : null;
  if (url.startsWith('//')) return `https:${url}`;
  const path = url.replace(/^\/+/, '');
  return path ? `${base}/${path}` : homeHref(base);
}

/** Only a path within this site may be a redirect target after unlocking (no open redirect); on its own host any local path. */
export function safeReturnPath(next: unknown, slug: string, ownHost = false): string {
  const fallback = ownHost ? '/' : `/${slug}`;
  if (typeof next !== 'string') return fallback;
  const bases = ownHost ? [''] : [`/${slug}`, `/live/${slug}`];
  const ok = bases.some((base) => next === base || next.startsWith(`${base}/`));
  return ok && !/[\\\s]|\/\//.test(next) ? next : fallback;
}
