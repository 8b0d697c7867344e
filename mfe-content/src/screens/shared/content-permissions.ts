import { useAuth, useSiteRoles } from '@atlas/shell-kit';
import { roleAllows, type SiteRole } from '@atlas/sites/contract';
import type { ContentItem } from '../../api/content';

// What a screen says instead of offering an action the role on the site does not allow
// (services/content/README.md "Roles"; the service refuses the same with a 403 anyway).
export const CHECKING_ROLE = 'Checking your role on this site…';
export const NOT_A_MEMBER = 'Only members of this site can change its content';
export const VIEWERS_READ = 'Viewers can read but not change content';
export const NEEDS_EDITOR = 'Pages, products and events need an editor of the site';
export const OTHERS_POST = 'Authors can change only their own posts';
export const NOT_YOURS = 'Only its author can change this item';
export const NO_SITES = 'Create a site first to write content for it';
export const VIEWERS_SEE_MEDIA = 'Viewers can see but not upload or change media';
export const NOT_A_MEDIA_MEMBER = 'Only members of this site can change its media';
export const VIEWERS_READ_PAGES = 'Viewers can read but not change pages';
export const PAGES_NEED_EDITOR = 'Only editors of this site can change its pages';

type ItemOwnership = Pick<ContentItem, 'site' | 'type' | 'author'>;

/** Why `role` may not create an item of `type` on a site, or null when it may (a post: author; the rest: editor). */
export function createRefusal(type: string, role: SiteRole | null): string | null {
  if (roleAllows(role, type === 'post' ? 'author' : 'editor')) return null;
  if (!roleAllows(role, 'viewer')) return NOT_A_MEMBER;
  return roleAllows(role, 'author') ? NEEDS_EDITOR : VIEWERS_READ;
}

/**
 * Why the user `me`, with `role` on the item's site, may not change (edit, publish, delete) it, or null
 * when they may: an editor changes everything, an author their own posts; an item of no site is its author's.
 */
export function changeRefusal(item: ItemOwnership, role: SiteRole | null, me: number | undefined): string | null {
  if (item.site == null) return item.author.id === me ? null : NOT_YOURS;
  if (roleAllows(role, 'editor')) return null;
  if (!roleAllows(role, 'viewer')) return NOT_A_MEMBER;
  if (!roleAllows(role, 'author')) return VIEWERS_READ;
  if (item.type !== 'post') return NEEDS_EDITOR;
  return item.author.id === me ? null : OTHERS_POST;
}

/**
 * Why `role` may not upload to a site, or change a file of it, or null when it may. A file of no site is
 * the uploader's own (the library lists no one else's). The answer names no uploader, so an author is
 * offered every file of the site and the service refuses someone else's.
 */
export function mediaRefusal(site: number | null | undefined, role: SiteRole | null): string | null {
  if (site == null || roleAllows(role, 'author')) return null;
  return roleAllows(role, 'viewer') ? VIEWERS_SEE_MEDIA : NOT_A_MEDIA_MEMBER;
}

/** Why `role` may not create, publish or delete a site's builder pages (an editor's), or null when it may. */
export function pagesRefusal(role: SiteRole | null): string | null {
  if (roleAllows(role, 'editor')) return null;
  if (!roleAllows(role, 'viewer')) return NOT_A_MEMBER;
  return roleAllows(role, 'author') ? PAGES_NEED_EDITOR : VIEWERS_READ_PAGES;
}

/** The content rules above for the signed-in user and their roles; every answer is CHECKING_ROLE until the roles are in. */
export function useContentPermissions() {
  const { ready, sites, roleOf } = useSiteRoles();
  const me = useAuth().user?.id;
  const whenReady = (refusal: () => string | null) => (ready ? refusal() : CHECKING_ROLE);
  return {
    ready,
    /** The sites the user may create an item of `type` on. */
    sitesFor: (type: string) => sites.filter((site) => createRefusal(type, roleOf(site.id)) === null),
    /** On `site`, or (none named) on any of the user's sites. */
    createRefusal: (type: string, site?: number | null) =>
      whenReady(() => {
        if (site) return createRefusal(type, roleOf(site));
        const refusals = sites.map((s) => createRefusal(type, roleOf(s.id)));
        return refusals.includes(null) ? null : (refusals[0] ?? NO_SITES);
      }),
    changeRefusal: (item: ItemOwnership) => whenReady(() => changeRefusal(item, roleOf(item.site), me)),
    /** Uploading to `site`, or changing a file of it (none: the user's own files). */
    mediaRefusal: (site: number | null | undefined) => (site == null ? null : whenReady(() => mediaRefusal(site, roleOf(site)))),
    /** Creating, publishing or deleting the builder pages of `site`. */
    pagesRefusal: (site: number | null | undefined) => whenReady(() => pagesRefusal(roleOf(site))),
  };
}
