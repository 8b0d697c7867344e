import type { Site } from '../api/types';

/** Where a site is served on this dashboard's origin: `/{slug}` (the public renderer's path; new sites' hints). */
export const siteAddress = (slug: string) => `${window.location.origin}/${slug}`;

/** Where visitors reach a site: its primary origin (its subdomain or own domain, issue 34), else this origin's `/{slug}`. */
export const publicAddress = (site: Pick<Site, 'slug' | 'primary_origin'>) => site.primary_origin ?? siteAddress(site.slug);

/** An origin as people write it: `https://bakery.example.com` → `bakery.example.com`. */
export const withoutScheme = (origin: string) => origin.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '');

/** Where a page is seen by visitors: the site's primary origin and the page's path, else `/live/{slug}[/{page}]`. */
export function liveAddress(site: Pick<Site, 'slug' | 'primary_origin'>, page: { slug: string; is_home_page: boolean }): string {
  const path = page.is_home_page ? '' : `/${page.slug}`;
  return site.primary_origin ? `${site.primary_origin}${path || '/'}` : `/live/${site.slug}${path}`;
}

/** A site's address as a card or the settings write it: its own host without the scheme, else the full `/{slug}` address. */
export const shownAddress = (site: Pick<Site, 'slug' | 'primary_origin'>) =>
  site.primary_origin ? withoutScheme(site.primary_origin) : siteAddress(site.slug);
