import { Notice, renderDocument, SiteFrame } from './document';
import { publicSiteCsp } from './csp';
import { homeHref, pagesBase, publicOrigin } from './links';
import type { RenderedPage } from './page-cache';
import type { SitesClient } from './sites-client';
import type { ContentClient, PostPreviewData, PublicPost } from './content-client';
import { islandScript } from '@atlas/blocks';
import { menusNeedIsland, NO_MENUS, siteMenusFor, type MenusClient, type SiteMenus } from './menus-client';
import type { MenuItem, PublicSiteData } from './types';
import { PreviewBanner, PREVIEW_HEADERS, type Preview } from './preview';
import { unavailablePage, type RenderContext } from './render';
import type { MarketplaceClient } from './marketplace-client';
import { integrationsFor, NO_INTEGRATIONS, type PageIntegrations } from './integrations';
import { jsonLdText, postStructuredData } from './structured-data';
import { frameExtras, frameHead, framedPage, isPage, modulesOf, siteFor, type FrameSite } from './site-chrome';

// The site's blog: /{site}/blog/ (newest first, 10 a page), /{site}/blog/{post} and /{site}/blog/rss.xml,
// from the content service's published posts, inside the site's own frame.

const dateText = (iso: string, lang: string) => {
  try {
    return new Date(iso).toLocaleDateString(lang || 'en', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  } catch {
    return iso.slice(0, 10);
  }
};

function FeaturedImage({ post, eager }: { post: PublicPost; eager?: boolean }) {
  if (!post.featured_image) return null;
  return (
    <img
      className="site-post__image"
      src={post.featured_image}
      srcSet={post.featured_image_srcset || undefined}
      sizes={post.featured_image_srcset ? '(max-width: 800px) 100vw, 760px' : undefined}
      width={post.featured_image_width ?? undefined}
      height={post.featured_image_height ?? undefined}
      alt=""
      loading={eager ? undefined : 'lazy'}
      decoding="async"
    />
  );
}

/** The blog's pages announce the site's feed. */
const head = (site: FrameSite, ctx: RenderContext, title: string, description: string, extra: Parameters<typeof frameHead>[4] = {}) =>
  frameHead(site, ctx, title, description, { feed: `${publicOrigin(ctx)}${pagesBase({ ...ctx, live: false })}/blog/rss.xml`, ...extra });

function postNotFound(data: PublicSiteData, ctx: RenderContext, base: string, menus: SiteMenus): RenderedPage {
  const body = renderDocument(
    {
      ...head(data.site, ctx, `Post not found — ${data.site.name}`, 'This post does not exist or is not published.'),
      noindex: true,
      canonical: undefined,
    },
    <SiteFrame site={data.site} menu={data.navigation?.structure ?? []} menus={menus} base={base} current={ctx.path}>
      <Notice title="Post not found" message="The post you are looking for does not exist or is not published.">
        <div className="site-actions">
          <a className="site-button" href={`${base.replace(/\/$/, '')}/blog/`}>
            All posts
          </a>
        </div>
      </Notice>
    </SiteFrame>,
    frameExtras(data.site, menus),
  );
  return framedPage(404, body, ctx, { menus });
}

/** /{site}/blog/?page=N */
export async function renderBlogIndex(
  sites: SitesClient,
  content: ContentClient,
  ctx: RenderContext,
  pageNumber: number,
  menusService?: MenusClient,
  marketplace?: MarketplaceClient,
): Promise<RenderedPage> {
  const menusAnswer = siteMenusFor(menusService, ctx.slug, content).catch(() => ({ ...NO_MENUS, failed: true }));
  const modulesAnswer = modulesOf(marketplace, ctx.slug);
  const site = await siteFor(sites, ctx);
  if (isPage(site)) return site;
  const base = pagesBase(ctx);
  const blogBase = `${base.replace(/\/$/, '')}/blog/`;
  const answer = await content.posts(ctx.slug, pageNumber);
  if (answer.kind === 'failed') return unavailablePage(ctx, 'failed');
  const posts = answer.kind === 'ok' ? answer.data : { results: [], count: 0, next: null, previous: null };
  const [menus, modules] = await Promise.all([menusAnswer, modulesAnswer]);
  const integrations = integrationsFor(site.site, modules);
  const title = `Blog — ${site.site.name}`;
  const body = renderDocument(
    head(
      site.site,
      ctx,
      pageNumber > 1 ? `${title} (page ${pageNumber})` : title,
      site.site.meta_description || `Posts from ${site.site.name}`,
    ),
    <SiteFrame site={site.site} menu={site.navigation?.structure ?? []} menus={menus} base={base} current={ctx.path}>
      <div className="site-blog">
        <h1>Blog</h1>
        {posts.results.length === 0 ? (
          <p className="site-blog__empty">No posts yet.</p>
        ) : (
          <ol className="site-blog__list">
            {posts.results.map((post, index) => (
              <li key={post.slug} className="site-post-card">
                <article>
                  <FeaturedImage post={post} eager={index === 0} />
                  <h2>
                    <a href={`${blogBase}${post.slug}`}>{post.title}</a>
                  </h2>
                  <p className="site-post__meta">
                    <time dateTime={post.published_at}>{dateText(post.published_at, site.site.default_language)}</time>
                    {` · ${post.author}`}
                  </p>
                  {post.excerpt && <p>{post.excerpt}</p>}
                </article>
              </li>
            ))}
          </ol>
        )}
        {(posts.previous || posts.next) && (
          <nav className="site-actions" aria-label="Pages">
            {posts.previous && (
              <a
                className="site-button site-button--outline"
                rel="prev"
                href={posts.previous === 1 ? blogBase : `${blogBase}?page=${posts.previous}`}
              >
                Newer posts
              </a>
            )}
            {posts.next && (
              <a className="site-button site-button--outline" rel="next" href={`${blogBase}?page=${posts.next}`}>
                Older posts
              </a>
            )}
          </nav>
        )}
      </div>
    </SiteFrame>,
    frameExtras(site.site, menus, integrations),
  );
  return framedPage(200, body, ctx, { cacheable: !site.site.password_protected, menus, modules, integrations });
}

/** /{site}/blog/{post} */
export async function renderBlogPost(
  sites: SitesClient,
  content: ContentClient,
  ctx: RenderContext,
  postSlug: string,
  menusService?: MenusClient,
  marketplace?: MarketplaceClient,
): Promise<RenderedPage> {
  const menusAnswer = siteMenusFor(menusService, ctx.slug, content).catch(() => ({ ...NO_MENUS, failed: true }));
  const modulesAnswer = modulesOf(marketplace, ctx.slug);
  const site = await siteFor(sites, ctx);
  if (isPage(site)) return site;
  const base = pagesBase(ctx);
  const answer = await content.post(ctx.slug, postSlug);
  if (answer.kind === 'failed') return unavailablePage(ctx, 'failed');
  const [menus, modules] = await Promise.all([menusAnswer, modulesAnswer]);
  if (answer.kind !== 'ok') return postNotFound(site, ctx, base, menus);
  const integrations = integrationsFor(site.site, modules);
  const body = postDocument({ site: site.site, menu: site.navigation?.structure ?? [], menus }, answer.data, ctx, integrations);
  return framedPage(200, body, ctx, { cacheable: !site.site.password_protected, menus, modules, integrations });
}

/** The site around a post: its header (logo or name, navigation or menus) and footer. */
interface PostFrame {
  site: FrameSite;
  menu: MenuItem[];
  menus: SiteMenus;
}

/** The public post page's document; `preview` (a draft behind a link) adds the banner and drops the JSON-LD and the canonical. */
function postDocument(frame: PostFrame, post: PublicPost, ctx: RenderContext, integrations: PageIntegrations, preview?: Preview): string {
  const { site, menus } = frame;
  const base = pagesBase(ctx);
  const absolute = (url: string) => (url.startsWith('/') ? `${publicOrigin(ctx)}${url}` : url);
  const jsonLd = integrations.structuredData
    ? jsonLdText(
        postStructuredData(publicOrigin(ctx), {
          url: `${publicOrigin(ctx)}${ctx.path}`,
          headline: post.title,
          description: post.seo_description || post.excerpt || undefined,
          datePublished: post.published_at,
          dateModified: post.updated_at,
          author: post.author,
          image: post.featured_image || undefined,
          siteName: site.name,
          siteUrl: `${publicOrigin(ctx)}${homeHref(base)}`,
          language: site.default_language,
        }),
      )
    : undefined;
  const postHead = head(
    site,
    ctx,
    post.seo_title || `${post.title} — ${site.name}`,
    post.seo_description || post.excerpt || `${post.title} on ${site.name}`,
    {
      keywords: post.seo_keywords || undefined,
      ogType: 'article',
      ogImage: post.featured_image ? absolute(post.featured_image) : site.og_image || undefined,
      publishedTime: post.published_at,
      author: post.author,
    },
  );
  return renderDocument(
    preview ? { ...postHead, noindex: true, canonical: undefined } : postHead,
    <>
      <SiteFrame site={site} menu={frame.menu} menus={menus} base={base} current={ctx.path}>
        <article className="site-post">
          <header>
            <p className="site-post__back">
              <a href={`${base.replace(/\/$/, '')}/blog/`}>← All posts</a>
            </p>
            <h1>{post.title}</h1>
            <p className="site-post__meta">
              <time dateTime={post.published_at}>{dateText(post.published_at, site.default_language)}</time>
              {` · ${post.author}`}
              {post.category_name ? ` · ${post.category_name}` : ''}
            </p>
          </header>
          <FeaturedImage post={post} eager />
          {/* body_html is markdown rendered and sanitized by the content service */}
          <div className="site-post__body" dangerouslySetInnerHTML={{ __html: post.body_html ?? '' }} />
          {post.tags.length > 0 && (
            <ul className="site-post__tags" aria-label="Tags">
              {post.tags.map((tag) => (
                <li key={tag}>{tag}</li>
              ))}
            </ul>
          )}
        </article>
      </SiteFrame>
      {preview && <PreviewBanner preview={preview} lang={site.default_language} />}
    </>,
    { ...frameExtras(site, menus, integrations), jsonLd },
  );
}

/**
 * /preview/{token} of a post: the post as last saved, drawn by the public post page's code. The site's frame comes
 * from its public answer; a password-protected site gives its name and logo (no navigation), an unpublished or
 * maintained one only the name the content service knows: the link is the permission, the site stays hidden.
 */
export async function renderPostPreview(
  sites: SitesClient,
  answer: PostPreviewData,
  ctx: Pick<RenderContext, 'origin' | 'path' | 'ownOrigin'>,
  content?: ContentClient,
  menusService?: MenusClient,
): Promise<RenderedPage> {
  const slug = answer.site.slug;
  const postCtx: RenderContext = { ...ctx, slug, live: false };
  const [siteAnswer, menus] = await Promise.all([
    sites.site(slug),
    siteMenusFor(menusService, slug, content).catch(() => ({ ...NO_MENUS, failed: true })),
  ]);
  const frame: PostFrame =
    siteAnswer.kind === 'ok' && !siteAnswer.data.site.maintenance_mode
      ? { site: siteAnswer.data.site, menu: siteAnswer.data.navigation?.structure ?? [], menus }
      : siteAnswer.kind === 'locked'
        ? { site: siteAnswer.data.site, menu: [], menus }
        : { site: { ...HIDDEN_SITE, name: answer.site.name, slug }, menu: [], menus };
  const body = postDocument(frame, answer.post, postCtx, NO_INTEGRATIONS, answer.preview);
  const island = menusNeedIsland(menus) ? islandScript : undefined;
  return {
    status: 200,
    body,
    contentType: 'text/html; charset=utf-8',
    siteSlugs: [slug],
    cacheable: false,
    headers: { ...PREVIEW_HEADERS, 'content-security-policy': publicSiteCsp({ origin: ctx.origin, island, ownerCode: false }) },
  };
}

/** The frame of a site the sites service does not show: its name on the default look. */
const HIDDEN_SITE = { logo_url: '', default_language: 'en', favicon: '', primary_color: '' } as const;

const xml = (s: string) => s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** /{site}/blog/rss.xml: the 20 newest posts (RSS 2.0); null when the site is not public. */
export async function renderBlogFeed(sites: SitesClient, content: ContentClient, ctx: RenderContext): Promise<RenderedPage | null> {
  const siteAnswer = await sites.site(ctx.slug);
  if (siteAnswer.kind !== 'ok' || siteAnswer.data.site.maintenance_mode) return null;
  const posts = await content.posts(ctx.slug, 1, 20);
  if (posts.kind === 'failed') return null;
  const { site } = siteAnswer.data;
  const blog = `${publicOrigin(ctx)}${pagesBase({ ...ctx, live: false })}/blog/`;
  const items = (posts.kind === 'ok' ? posts.data.results : []).map(
    (post) =>
      `<item><title>${xml(post.title)}</title><link>${xml(blog + post.slug)}</link><guid isPermaLink="true">${xml(blog + post.slug)}</guid>` +
      `<pubDate>${new Date(post.published_at).toUTCString()}</pubDate><dc:creator>${xml(post.author)}</dc:creator>` +
      `<description>${xml(post.excerpt || post.seo_description || '')}</description></item>`,
  );
  const body =
    `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel>` +
    `<title>${xml(site.name)}</title><link>${xml(blog)}</link><description>${xml(site.meta_description || site.description || site.name)}</description>` +
    `<language>${xml(site.default_language || 'en')}</language><atom:link href="${xml(`${blog}rss.xml`)}" rel="self" type="application/rss+xml"/>` +
    `${items.join('')}</channel></rss>\n`;
  return {
    status: 200,
    body,
    contentType: 'application/rss+xml; charset=utf-8',
    siteSlugs: [ctx.slug],
    cacheable: true,
    headers: { 'cache-control': 'public, max-age=300' },
  };
}

/** The site's published posts for its sitemap (as many as one page of 50 holds per call, up to 1,000). */
export async function postUrlsForSitemap(content: ContentClient, slug: string): Promise<{ slug: string; updated_at: string }[]> {
  const urls: { slug: string; updated_at: string }[] = [];
  for (let pageNumber = 1; pageNumber <= 20; pageNumber++) {
    const answer = await content.posts(slug, pageNumber, 50);
    if (answer.kind !== 'ok') break;
    urls.push(...answer.data.results.map((p) => ({ slug: p.slug, updated_at: p.updated_at })));
    if (!answer.data.next) break;
  }
  return urls;
}
