import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { BlockDefinitionsContext, PageBlocks, publicBlockCss, SiteMenu, siteMenuCss, type BlockDefinition } from '@atlas/blocks';
import { siteCss, THEME_VARIABLES } from './site-css';
import { shopCss } from './shop-css';
import { accessiblePrimary } from './colours';
import { homeHref, menuHref } from './links';
import { classesIn, usedCss } from './used-css';
import { menusOnOwnHost, NO_MENUS, type SiteMenus } from './menus-client';
import { trackerHash, trackerPath } from './tracker';
import { ConsentBanner, consentCss, ConsentSettingsButton, IntegrationsScript, usesScript, type PageIntegrations } from './integrations';
import type { MenuItem, PublicSite } from './types';
import { themeDeclarations, type ResolvedTheme } from '@atlas/sites/contract';

// The public site's HTML: one server-rendered document per page, with the site frame around B1's blocks.
// The public site's page: header with logo or site name and navigation, main content, footer (the year it is
// drawn in: the spec's fixed 2024 would be stale, and the footer block shows the current year too).

export interface DocumentHead {
  lang: string;
  title: string;
  description: string;
  keywords?: string;
  noindex: boolean;
  canonical?: string;
  ogImage?: string;
  siteName?: string;
  favicon?: string;
  primaryColor?: string;
  theme?: string;
  /** The site theme (sites service): its variables follow the Site Settings theme's, its custom CSS the site's. */
  siteTheme?: ResolvedTheme | null;
  /** 'article' for a blog post (with its publication time and author). */
  ogType?: 'website' | 'article';
  publishedTime?: string;
  author?: string;
  /** The site's RSS feed, announced to feed readers. */
  feed?: string;
}

export interface DocumentBody {
  customCss?: string;
  /** The site's own script: only ever on the public site. */
  customJs?: string;
  /** B1's islandScript, when the page has an accordion, tabs or a form; the shop's island beside it on shop pages. */
  island?: string | readonly string[];
  /** Where the island posts contact forms. */
  formEndpoint?: string;
  /** The site counted by the visit tracker (its slug); without it the page loads no tracker. */
  trackedSite?: string;
  /** The marketplace integrations of the page (Google Analytics, Meta Pixel, the consent banner) and its site. */
  integrations?: { siteSlug: string; page: PageIntegrations };
  /** JSON-LD (already escaped by structured-data.ts's jsonLdText), from the Structured Data utility. */
  jsonLd?: string;
}

/** `</style` or `</script` inside user text would end the element early. */
const escapeRawText = (text: string, tag: 'style' | 'script') => text.replace(new RegExp(`</(${tag})`, 'gi'), '<\\/$1');

/** A one-letter favicon so a site without one does not make the browser request /favicon.ico. */
function letterFavicon(name: string, colour: string): string {
  const letter = (name.trim()[0] ?? 'A').toUpperCase().replace(/[<>&"']/g, '');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="${colour}"/><text x="16" y="22" font-size="18" text-anchor="middle" fill="#fff" font-family="sans-serif">${letter}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const attr = (value: string) => value.replace(/[&"<>]/g, (c) => ({ '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' })[c]!);

export function renderDocument(head: DocumentHead, body: ReactNode, extras: DocumentBody = {}): string {
  const siteTheme = head.siteTheme ?? null;
  const primary = accessiblePrimary(siteTheme?.primary_color ?? head.primaryColor);
  const theme = THEME_VARIABLES[head.theme ?? 'default'] ?? THEME_VARIABLES.default;
  const dressed = siteTheme ? `;${themeDeclarations(siteTheme)}` : '';
  const customCss = [extras.customCss, siteTheme?.custom_css].filter(Boolean).join('\n');
  const integrations = extras.integrations && usesScript(extras.integrations.page) ? extras.integrations : undefined;
  const consent = Boolean(integrations?.page.consent);
  const bodyHtml = renderToStaticMarkup(
    <>
      {consent && <ConsentBanner integrations={integrations!.page} />}
      {body}
      {consent && <ConsentSettingsButton />}
      {[extras.island ?? []].flat().map((script, i) => (
        <script key={i} dangerouslySetInnerHTML={{ __html: script }} />
      ))}
      {extras.trackedSite && <script defer src={trackerPath} integrity={trackerHash} data-site={extras.trackedSite} />}
      {integrations && <IntegrationsScript integrations={integrations.page} siteSlug={integrations.siteSlug} />}
      {extras.customJs && <script id="site-custom-js" dangerouslySetInnerHTML={{ __html: escapeRawText(extras.customJs, 'script') }} />}
    </>,
  );
  const css = `:root{--atlas-primary:${primary};--atlas-on-primary:#fff;${theme}${dressed}}${usedCss(siteCss + shopCss + publicBlockCss + siteMenuCss, classesIn(bodyHtml))}${consent ? consentCss : ''}`;
  const favicon = head.favicon || letterFavicon(head.siteName ?? head.title, primary);
  const headHtml = renderToStaticMarkup(
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{head.title}</title>
      <meta name="description" content={head.description} />
      {head.keywords && <meta name="keywords" content={head.keywords} />}
      {head.noindex && <meta name="robots" content="noindex, nofollow" />}
      {head.canonical && <link rel="canonical" href={head.canonical} />}
      <meta property="og:type" content={head.ogType ?? 'website'} />
      {head.publishedTime && <meta property="article:published_time" content={head.publishedTime} />}
      {head.author && <meta name="author" content={head.author} />}
      {head.feed && <link rel="alternate" type="application/rss+xml" title={`${head.siteName ?? head.title} — posts`} href={head.feed} />}
      <meta property="og:title" content={head.title} />
      <meta property="og:description" content={head.description} />
      {head.siteName && <meta property="og:site_name" content={head.siteName} />}
      {head.canonical && <meta property="og:url" content={head.canonical} />}
      {head.ogImage && <meta property="og:image" content={head.ogImage} />}
      <meta name="twitter:card" content={head.ogImage ? 'summary_large_image' : 'summary'} />
      <meta name="theme-color" content={primary} />
      <link rel="icon" href={favicon} />
      <style dangerouslySetInnerHTML={{ __html: css }} />
      {extras.jsonLd && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: extras.jsonLd }} />}
      {customCss && <style id="site-custom-css" dangerouslySetInnerHTML={{ __html: escapeRawText(customCss, 'style') }} />}
    </head>,
  );
  const endpoint = extras.formEndpoint ? ` data-atlas-form-endpoint="${attr(extras.formEndpoint)}"` : '';
  return `<!DOCTYPE html><html lang="${attr(head.lang || 'en')}">${headHtml}<body${endpoint}>${bodyHtml}</body></html>`;
}

function Navigation({
  items,
  base,
  current,
  className,
  label,
}: {
  items: MenuItem[];
  base: string;
  current: string;
  className: string;
  label: string;
}) {
  const links = items
    .map((item) => ({ item, href: menuHref(item, base) }))
    .filter((l): l is { item: MenuItem; href: string } => Boolean(l.href && String(l.item.label ?? '').trim()));
  if (links.length === 0) return null;
  return (
    <nav className={`site-nav ${className}`} aria-label={label}>
      <ul>
        {links.map(({ item, href }, i) => {
          const external = /^https?:/i.test(href);
          return (
            <li key={`${item.id ?? i}`}>
              <a href={href} aria-current={href === current ? 'page' : undefined} {...(external ? { rel: 'noopener noreferrer' } : {})}>
                {item.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * The site's header, main and footer. The menus service's menus, when the site has them, replace the builder's
 * navigation in the header (header-primary) and join the footer (footer-primary, social-links).
 */
export function SiteFrame({
  site,
  menu,
  menus = NO_MENUS,
  base,
  current,
  cart,
  children,
}: {
  site: Pick<PublicSite, 'name' | 'logo_url'> & { slug?: string };
  menu: MenuItem[];
  menus?: SiteMenus;
  base: string;
  current: string;
  /** The shop's cart page (shop pages): a header link whose count the shop island fills. */
  cart?: string;
  children: ReactNode;
}) {
  // On the site's own host (base ''): the menus service's `/{slug}/…` links lose the prefix, widgets point at /search and /blog.
  const ownHost = base === '' && site.slug;
  const { header, footer, social } = ownHost ? menusOnOwnHost(menus, site.slug!) : menus;
  const menuSite = ownHost ? undefined : site.slug;
  return (
    <>
      <a className="site-skip" href="#main">
        Skip to content
      </a>
      <header className={header ? 'site-header atlas-site-menu-bar' : 'site-header'}>
        <div className="site-header__inner">
          <a className="site-brand" href={homeHref(base)}>
            {site.logo_url ? <img src={site.logo_url} alt={site.name} height={40} /> : <span>{site.name}</span>}
          </a>
          {header ? (
            <SiteMenu menu={header} location="header-primary" siteSlug={menuSite} />
          ) : (
            <>
              <Navigation items={menu} base={base} current={current} className="site-nav--desktop" label="Main" />
              {menu.length > 0 && (
                <details className="site-menu">
                  <summary>Menu</summary>
                  <Navigation items={menu} base={base} current={current} className="site-nav--mobile" label="Mobile" />
                </details>
              )}
            </>
          )}
          {cart && (
            <a className="site-cart" href={cart}>
              Cart
              <span className="site-cart__count" data-atlas-cart-count="" />
            </a>
          )}
        </div>
      </header>
      <main id="main" className="site-main">
        {children}
      </main>
      <footer className="site-footer">
        {(footer || social) && (
          <div className="site-footer__menus">
            {footer && <SiteMenu menu={footer} location="footer-primary" siteSlug={menuSite} />}
            {social && <SiteMenu menu={social} location="social-links" siteSlug={menuSite} />}
          </div>
        )}
        <p>{`© ${new Date().getFullYear()} ${site.name}`}</p>
      </footer>
    </>
  );
}

/** The page's blocks; when none of them is an h1, the page title becomes a (visually hidden) h1 for outline and SEO. */
/** The blocks' markup; a block whose render throws is left out rather than taking the page down. */
/** `definitions`: block types beyond the library's (marketplace packs' declarative blocks), drawn as the canvas draws them. */
function blocksMarkup(blocks: any[], definitions: Readonly<Record<string, BlockDefinition>> = NO_DEFINITIONS): string {
  const list = Array.isArray(blocks) ? blocks : [];
  const draw = (some: any[]) =>
    renderToStaticMarkup(
      <BlockDefinitionsContext.Provider value={definitions}>
        <PageBlocks blocks={some} mode="public" />
      </BlockDefinitionsContext.Provider>,
    );
  try {
    return draw(list);
  } catch {
    const rendered = list.map((block) => {
      try {
        return draw([block]).replace(/^<div class="atlas-page-blocks">|<\/div>$/g, '');
      } catch {
        return '';
      }
    });
    return `<div class="atlas-page-blocks">${rendered.join('')}</div>`;
  }
}

const NO_DEFINITIONS: Readonly<Record<string, BlockDefinition>> = {};

/** `definitions`: the page's marketplace block types (declarative-blocks.ts). */
export function PageContent({
  title,
  blocks,
  definitions,
}: {
  title: string;
  blocks: any[];
  definitions?: Readonly<Record<string, BlockDefinition>>;
}) {
  const markup = blocksMarkup(blocks, definitions);
  const hasH1 = /<h1[\s>]/i.test(markup);
  return (
    <>
      {!hasH1 && <h1 className="site-visually-hidden">{title}</h1>}
      <div dangerouslySetInnerHTML={{ __html: markup }} />
    </>
  );
}

export function Notice({ title, message, children }: { title: string; message: string; children?: ReactNode }) {
  return (
    <div className="site-notice">
      <h1>{title}</h1>
      <p>{message}</p>
      {children}
    </div>
  );
}
