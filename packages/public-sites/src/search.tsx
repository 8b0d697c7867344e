import { islandScript } from '@atlas/blocks';
import { renderDocument, SiteFrame } from './document';
import { publicSiteCsp } from './csp';
import { homeHref, pagesBase } from './links';
import type { RenderedPage } from './page-cache';
import type { SitesClient } from './sites-client';
import type { ContentClient } from './content-client';
import { menusNeedIsland, NO_MENUS, siteMenusFor, type MenusClient } from './menus-client';
import { passwordPage, unavailablePage, type RenderContext } from './render';

// /{site}/search?q=: where a menu's search box sends visitors. It finds the site's pages by title and its
// posts by title and excerpt (the newest 50), and offers the same words to the shop's catalogue.

const POSTS_SEARCHED = 50;
export const SEARCH_MAX_LENGTH = 200;

/** Every word of the query appears in the text (case and accents ignored). */
function matches(text: string, words: string[]): boolean {
  const folded = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  return words.every((word) => folded.includes(word));
}

const wordsOf = (query: string) =>
  query
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 10);

export async function renderSiteSearch(
  sites: SitesClient,
  content: ContentClient | undefined,
  ctx: RenderContext,
  query: string,
  menusService?: MenusClient,
  /** The site's own page named 'search', when it has one: it wins over the search. */
  ownPage?: () => Promise<RenderedPage>,
): Promise<RenderedPage> {
  const menusAnswer = siteMenusFor(menusService, ctx.slug, content).catch(() => ({ ...NO_MENUS, failed: true }));
  const answer = await sites.site(ctx.slug, ctx.access);
  if (answer.kind === 'failed') return unavailablePage(ctx, 'failed');
  if (answer.kind === 'not-found') return unavailablePage(ctx, 'not-found');
  if (answer.kind === 'locked') return passwordPage(answer.data, ctx);
  if (answer.data.site.maintenance_mode) return unavailablePage(ctx, 'not-found');
  const { site, pages, navigation } = answer.data;
  if (ownPage && pages.some((p) => p.slug === 'search')) return ownPage();
  const base = pagesBase(ctx);
  const words = wordsOf(query);
  const postsAnswer = content && words.length ? await content.posts(ctx.slug, 1, POSTS_SEARCHED) : undefined;
  const menus = await menusAnswer;

  const pageHits = words.length ? pages.filter((p) => matches(p.title, words)) : [];
  const postHits =
    postsAnswer?.kind === 'ok' ? postsAnswer.data.results.filter((post) => matches(`${post.title} ${post.excerpt}`, words)) : [];
  const total = pageHits.length + postHits.length;
  const island = menusNeedIsland(menus) ? islandScript : undefined;

  const body = renderDocument(
    {
      lang: site.default_language,
      title: query ? `Search results for “${query}” — ${site.name}` : `Search — ${site.name}`,
      description: `Search ${site.name}`,
      noindex: true,
      siteName: site.name,
      favicon: site.favicon || undefined,
      primaryColor: site.primary_color,
      theme: site.theme,
      siteTheme: site.site_theme,
    },
    <SiteFrame site={site} menu={navigation?.structure ?? []} menus={menus} base={base} current={ctx.path}>
      <div className="site-blog">
        <h1>Search</h1>
        <form className="site-search" role="search" method="get" action={ctx.ownOrigin ? '/search' : `/${ctx.slug}/search`}>
          <label htmlFor="site-search-q">Search this site</label>
          <input id="site-search-q" type="search" name="q" defaultValue={query} maxLength={SEARCH_MAX_LENGTH} required />
          <button className="site-button" type="submit">
            Search
          </button>
        </form>
        {words.length > 0 && (
          <>
            <p role="status">{total === 0 ? `Nothing on ${site.name} matches “${query}”.` : `${total} result${total === 1 ? '' : 's'}`}</p>
            {total > 0 && (
              <ul className="site-blog__list">
                {pageHits.map((p) => (
                  <li key={`page-${p.id}`} className="site-post-card">
                    <h2>
                      <a href={p.is_home_page ? homeHref(base) : `${base}/${p.slug}`}>{p.title}</a>
                    </h2>
                  </li>
                ))}
                {postHits.map((post) => (
                  <li key={`post-${post.slug}`} className="site-post-card">
                    <h2>
                      <a href={`${ctx.ownOrigin ? '' : `/${ctx.slug}`}/blog/${post.slug}`}>{post.title}</a>
                    </h2>
                    {post.excerpt && <p>{post.excerpt}</p>}
                  </li>
                ))}
              </ul>
            )}
            <p>
              <a href={`/shop/products?search=${encodeURIComponent(query)}`}>Search the shop for “{query}”</a>
            </p>
          </>
        )}
        {postsAnswer?.kind === 'failed' && <p className="site-error">Posts could not be searched just now.</p>}
      </div>
    </SiteFrame>,
    { customCss: site.custom_css, island, formEndpoint: `/api/builder/public_site/${site.slug}/forms/` },
  );
  return {
    status: 200,
    body,
    contentType: 'text/html; charset=utf-8',
    siteSlugs: [ctx.slug],
    // one entry per query would crowd the page cache out: searches are drawn each time
    cacheable: false,
    headers: {
      'cache-control': site.password_protected ? 'private, no-store' : 'public, max-age=60',
      'content-security-policy': publicSiteCsp({ origin: ctx.origin, island, ownerCode: false }),
    },
  };
}
