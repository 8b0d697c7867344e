import { siteMenuNeedsIsland, type PublicMenu, type PublicMenuItem } from '@atlas/blocks';
import { PAGE_MENU_LOCATIONS } from '@atlas/menus/contract';
import type { ContentClient } from './content-client';
import type { Fetched } from './sites-client';

// The site's menus from the menus service (GET /api/menus/public/{site}/{location}/, no token: the
// public page is shared by every visitor, so it shows what a signed-out visitor sees), at the contract's
// PAGE_MENU_LOCATIONS: the header, the footer and the footer's social links.

const TIMEOUT_MS = 2000;

export interface SiteMenus {
  header: PublicMenu | null;
  footer: PublicMenu | null;
  social: PublicMenu | null;
  /** The menus service did not answer for some location: the page falls back to the builder's navigation and is not kept long. */
  failed: boolean;
}

export const NO_MENUS: SiteMenus = { header: null, footer: null, social: null, failed: false };

/** How long a page drawn with the builder's navigation because the menus service did not answer is reused. */
export const MENUS_FAILED_MS = 5_000;

/** Whether the page must carry the island script for its menus (a header toggle, click tracking, a newsletter form). */
export const menusNeedIsland = (menus: SiteMenus) =>
  siteMenuNeedsIsland(menus.header, 'header-primary') ||
  siteMenuNeedsIsland(menus.footer, 'footer-primary') ||
  siteMenuNeedsIsland(menus.social, 'social-links');

export function menusClient(menusUrl: string) {
  const base = menusUrl.replace(/\/+$/, '');
  return {
    async menu(siteSlug: string, location: string): Promise<Fetched<PublicMenu>> {
      try {
        const seg = encodeURIComponent;
        const response = await fetch(`${base}/api/menus/public/${seg(siteSlug)}/${seg(location)}/`, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        const body = await response.json().catch(() => null);
        if (response.ok && body && Array.isArray(body.items)) return { kind: 'ok', data: body as PublicMenu };
        if (response.status === 404) return { kind: 'not-found', detail: String(body?.detail ?? '') };
        return { kind: 'failed' };
      } catch {
        return { kind: 'failed' };
      }
    },
  };
}

export type MenusClient = ReturnType<typeof menusClient>;

const someItem = (items: PublicMenuItem[], test: (item: PublicMenuItem) => boolean): boolean =>
  items.some((item) => test(item) || someItem(item.children ?? [], test));

const mapItems = (items: PublicMenuItem[], change: (item: PublicMenuItem) => PublicMenuItem): PublicMenuItem[] =>
  items.map((item) => change({ ...item, children: mapItems(item.children ?? [], change) }));

/** The menus as the site's own host shows them: the menus service writes a page's address as `/{slug}/{page}`. */
export function menusOnOwnHost(menus: SiteMenus, slug: string): SiteMenus {
  const prefix = `/${slug}`;
  const local = (url: unknown) =>
    typeof url === 'string' && (url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`))
      ? url.slice(prefix.length) || '/'
      : url;
  const onHost = (menu: PublicMenu | null) =>
    menu &&
    ({
      ...menu,
      items: mapItems(menu.items, (item) => {
        const content = item.widget_content as { posts?: { title: string; url: string }[] } | null | undefined;
        const posts = Array.isArray(content?.posts)
          ? content.posts.map((post) => ({ ...post, url: local(post.url) as string }))
          : undefined;
        return { ...item, url: local(item.url) as string, ...(posts ? { widget_content: { ...content, posts } } : {}) };
      }),
    } as PublicMenu);
  return { ...menus, header: onHost(menus.header), footer: onHost(menus.footer), social: onHost(menus.social) };
}

/** Recent-posts widgets get the site's newest published posts (their `count`, 5 by default). */
async function withRecentPosts(menu: PublicMenu, siteSlug: string, content: ContentClient | undefined): Promise<PublicMenu> {
  const isRecentPosts = (item: PublicMenuItem) => item.item_type === 'widget' && item.widget_type === 'recent_posts';
  if (!content || !someItem(menu.items, isRecentPosts)) return menu;
  const answer = await content.posts(siteSlug, 1, 10);
  if (answer.kind !== 'ok') return menu;
  const posts = answer.data.results.map((post) => ({ title: post.title, url: `/${siteSlug}/blog/${encodeURIComponent(post.slug)}` }));
  return {
    ...menu,
    items: mapItems(menu.items, (item) => {
      if (!isRecentPosts(item)) return item;
      const settings = (item.widget_content ?? {}) as { count?: unknown };
      const count = Number.isInteger(settings.count) && Number(settings.count) > 0 ? Math.min(Number(settings.count), 10) : 5;
      return { ...item, widget_content: { ...settings, posts: posts.slice(0, count) } };
    }),
  };
}

/** The page's three menus, fetched side by side; a location without an active menu (404) is simply absent. */
export async function siteMenusFor(menus: MenusClient | undefined, siteSlug: string, content?: ContentClient): Promise<SiteMenus> {
  if (!menus) return NO_MENUS;
  const answers = await Promise.all(PAGE_MENU_LOCATIONS.map((location) => menus.menu(siteSlug, location)));
  const [header, footer, social] = await Promise.all(
    // A menu hidden from signed-out visitors answers without items: the header keeps the builder's navigation then.
    answers.map((answer) =>
      answer.kind === 'ok' && answer.data.items.length > 0 ? withRecentPosts(answer.data, siteSlug, content) : null,
    ),
  );
  return { header, footer, social, failed: answers.some((answer) => answer.kind === 'failed') };
}
