/**
 * @jest-environment node
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { SiteMenu, siteMenuCss, siteMenuNeedsIsland, type SiteMenuProps } from '../../index';
import { megaColumns, megaGridTemplate } from '../mega-columns';
import { item, menu, storeMegaMenu } from './menu-fixtures';

// The public site and the dashboard's preview both get this markup; these tests read it as a visitor's browser would.

const html = (props: SiteMenuProps) => renderToStaticMarkup(<SiteMenu {...props} />);

describe('SiteMenu', () => {
  it('renders nothing for a missing or empty menu', () => {
    expect(html({ menu: null, location: 'header-primary' })).toBe('');
    expect(html({ menu: menu([]), location: 'header-primary' })).toBe('');
    expect(html({ menu: menu([item({ is_active: false })]), location: 'header-primary' })).toBe('');
  });

  it('draws a header menu as a list with a dropdown for children', () => {
    const markup = html({
      menu: menu([item({ id: 1, title: 'About', url: '/site/about', children: [item({ id: 2, title: 'Team', url: '/site/team' })] })]),
      location: 'header-primary',
    });
    expect(markup).toContain('<nav class="atlas-site-menu atlas-site-menu--bar atlas-site-menu--standard" aria-label="Main menu"');
    expect(markup).toMatch(
      /<li class="atlas-site-menu__item atlas-site-menu__item--parent"><a class="atlas-site-menu__link" href="\/site\/about"/,
    );
    expect(markup).toMatch(
      /<ul class="atlas-site-menu__dropdown"><li class="atlas-site-menu__item"><a [^>]*href="\/site\/team"[^>]*>.*Team/,
    );
    expect(siteMenuCss).toContain(
      '.atlas-site-menu__item:hover>.atlas-site-menu__dropdown,.atlas-site-menu__item:focus-within>.atlas-site-menu__dropdown{display:block;transition-delay:0s}',
    );
  });

  it('opens a mega item as a panel of its columns, children grouped by column, with the column widths', () => {
    const markup = html({ menu: storeMegaMenu(), location: 'header-primary', siteSlug: 'store' });
    expect(markup).toContain('atlas-site-menu--mega');
    const panel = markup.slice(markup.indexOf('atlas-site-menu__mega '), markup.indexOf('href="https://docs.example.com"'));
    expect(panel).toContain('data-columns="3"');
    expect(panel).toContain('grid-template-columns:minmax(0,6fr) minmax(0,3fr) minmax(0,3fr)');
    const columns = [
      ...panel.matchAll(
        /<ul class="atlas-site-menu__column[^"]*" data-column="(\d)"[^>]*>([\s\S]*?)(?=<ul class="atlas-site-menu__column|$)/g,
      ),
    ];
    expect(columns.map((c) => c[1])).toEqual(['1', '2', '3']);
    expect(columns[0][2]).toContain('Clothing');
    expect(columns[0][2]).toContain('href="/shop/products?category=shirts"');
    expect(columns[1][2]).toContain('Sale');
    expect(columns[2][2]).toContain('Call us');
    expect(siteMenuCss).toContain(
      '.atlas-site-menu__item--mega:hover>.atlas-site-menu__mega,.atlas-site-menu__item--mega:focus-within>.atlas-site-menu__mega{display:block;transition-delay:0s}',
    );
  });

  it('puts a child whose column was removed into column 1, and keeps empty columns in place', () => {
    const mega = item({ is_mega_menu_item: true, mega_menu_columns: 1, children: [item({ title: 'Lost', mega_menu_column: 5 })] });
    const columns = megaColumns(mega, 2);
    expect(columns.map((c) => c.items.map((i) => i.title))).toEqual([['Lost'], []]);
    expect(megaColumns(item({ mega_menu_columns: 1, children: [] }), 6)).toHaveLength(6);
    expect(megaColumns(item({ children: [] }), 9)).toHaveLength(4);
    expect(
      megaGridTemplate([
        { column: 1, width: 'full', items: [] },
        { column: 2, width: 'auto', items: [] },
      ]),
    ).toBe('minmax(0,12fr)');
  });

  it('uses the menu width for the panel: full, container or auto', () => {
    for (const width of ['full', 'container', 'auto'] as const) {
      expect(html({ menu: storeMegaMenu({ mega_menu_width: width }), location: 'header-primary' })).toContain(
        `atlas-site-menu__mega atlas-site-menu__mega--${width}`,
      );
    }
  });

  it('draws the widgets: contact as tel/mailto links and an address, social links named for screen readers', () => {
    const markup = html({ menu: storeMegaMenu(), location: 'header-primary', siteSlug: 'store' });
    expect(markup).toContain('href="tel:+15550102030"');
    expect(markup).toContain('href="mailto:shop@example.com"');
    expect(markup).toMatch(/<address class="atlas-site-menu__contact">[\s\S]*1 Market St, Springfield/);
    expect(markup).toContain('<a href="https://instagram.com/store" target="_blank" rel="noopener noreferrer" aria-label="Instagram"');
    expect(markup).not.toContain('javascript:');
  });

  it('draws search, newsletter, recent posts and sanitized custom HTML widgets', () => {
    const widget = (widget_type: any, widget_content: unknown, title = '') =>
      item({ item_type: 'widget', url: '', title, widget_type, widget_content });
    const markup = html({
      menu: menu([
        widget('search', { placeholder: 'Find products' }, 'Search'),
        widget('newsletter', { text: 'News monthly' }, 'Newsletter'),
        widget('recent_posts', null, 'Blog'),
        widget('custom_html', { html: '<p>Hi<script>alert(1)</script><img src=x onerror="alert(2)"></p>' }),
      ]),
      location: 'header-primary',
      siteSlug: 'store',
    });
    expect(markup).toMatch(/<form class="atlas-site-menu__search" role="search" action="\/store\/search" method="get">/);
    expect(markup).toMatch(/<input id="[^"]+" type="search" placeholder="Find products"[^>]* name="q"/);
    expect(markup).toMatch(/<form class="atlas-site-menu__newsletter" data-atlas-form="menu-newsletter-\d+" method="post">/);
    expect(markup).toContain('<label for="');
    expect(markup).toContain('href="/store/blog"');
    expect(markup).toContain('<p>Hi');
    expect(markup).not.toContain('<script');
    expect(markup).not.toContain('onerror');
  });

  it('honours target and rel, adding noopener for a new tab', () => {
    const markup = html({ menu: storeMegaMenu(), location: 'header-primary' });
    expect(markup).toMatch(/href="https:\/\/docs\.example\.com" target="_blank" rel="nofollow noopener"/);
    expect(markup).toMatch(/href="\/store" data-atlas-item="100"/);
    const hostile = html({
      menu: menu([item({ title: 'X', url: 'javascript:alert(1)', rel_attributes: '"><script>' })]),
      location: 'header-primary',
    });
    expect(hostile).not.toContain('javascript:');
    expect(hostile).not.toContain('<script');
  });

  it('draws dividers, text and button items', () => {
    const markup = html({
      menu: menu([
        item({ title: 'Hours 9–5', item_type: 'text', url: '' }),
        item({ item_type: 'divider', url: '' }),
        item({ title: 'Book now', item_type: 'button', url: '/site/book' }),
      ]),
      location: 'header-primary',
    });
    expect(markup).toContain('<p class="atlas-site-menu__text">Hours 9–5</p>');
    expect(markup).toContain('<li class="atlas-site-menu__divider" aria-hidden="true"></li>');
    expect(markup).toMatch(/<a class="atlas-site-menu__button" href="\/site\/book"/);
  });

  it('gives a header menu an accessible toggle controlling its panel', () => {
    const markup = html({ menu: storeMegaMenu(), location: 'header-primary' });
    const toggle =
      /<button type="button" class="atlas-site-menu__toggle" data-atlas-menu-toggle="panel" aria-controls="([^"]+)" aria-expanded="false">[\s\S]*?<span>Menu<\/span><\/button>/.exec(
        markup,
      );
    expect(toggle).not.toBeNull();
    expect(markup).toContain(`<div class="atlas-site-menu__panel" id="${toggle![1]}">`);
    expect(siteMenuCss).toMatch(/@media \(max-width:767px\)\{[^]*\.atlas-site-menu--bar \.atlas-site-menu__toggle\{display:inline-flex\}/);
    // two menus on one page never share an id
    expect(html({ menu: storeMegaMenu({ id: 8 }), location: 'header-secondary' })).not.toContain(`id="${toggle![1]}"`);
  });

  it('marks the menu for click tracking only when it tracks clicks, and never in the preview', () => {
    expect(html({ menu: storeMegaMenu({ track_clicks: true }), location: 'header-primary' })).toContain('data-atlas-track=""');
    expect(html({ menu: storeMegaMenu({ track_clicks: false }), location: 'header-primary' })).not.toContain('data-atlas-track');
    expect(html({ menu: storeMegaMenu({ track_clicks: true }), location: 'header-primary', preview: true })).not.toContain(
      'data-atlas-track',
    );
  });

  it('names each mega panel by its entry in the preview only, so the editor can hold one open (a text entry has no link id)', () => {
    const textShop = storeMegaMenu();
    textShop.items[1] = { ...textShop.items[1], item_type: 'text', url: '' };
    expect(html({ menu: textShop, location: 'header-primary', preview: true })).toMatch(
      /<li class="[^"]*atlas-site-menu__item--mega[^"]*" data-atlas-panel="101"><button/,
    );
    expect(html({ menu: textShop, location: 'header-primary' })).not.toContain('data-atlas-panel');
  });

  it('draws a footer menu as columns of links', () => {
    const markup = html({
      menu: menu(
        [
          item({
            title: 'Company',
            url: '',
            item_type: 'text',
            children: [item({ title: 'About', url: '/s/about' }), item({ title: 'Jobs', url: '/s/jobs' })],
          }),
          item({ title: 'Help', url: '/s/help', children: [item({ title: 'FAQ', url: '/s/faq' })] }),
        ],
        { menu_type: 'footer_widgets', name: 'Footer' },
      ),
      location: 'footer-primary',
    });
    expect(markup).toContain('<ul class="atlas-site-menu__footer">');
    expect(markup.match(/atlas-site-menu__footer-column/g)).toHaveLength(2);
    expect(markup).toMatch(/Company[\s\S]*href="\/s\/about"[\s\S]*href="\/s\/jobs"[\s\S]*Help[\s\S]*href="\/s\/faq"/);
    expect(markup).not.toContain('data-atlas-menu-toggle');
  });

  it('draws a social-links menu as named icon links', () => {
    const markup = html({
      menu: menu(
        [
          item({
            item_type: 'social_links',
            url: '',
            widget_content: [{ platform: 'github', url: 'https://github.com/acme', title: '', icon: '' }],
          }),
          item({ title: 'YouTube', url: 'https://youtube.com/acme', icon_class: 'fab fa-youtube' }),
        ],
        { name: 'Social' },
      ),
      location: 'social-links',
    });
    expect(markup).toContain('aria-label="GitHub"');
    expect(markup).toContain('aria-label="YouTube"');
    expect(markup.match(/<svg/g)).toHaveLength(2);
  });

  it("draws font-awesome style icon names with the blocks' icons, and an initial when none fits", () => {
    const markup = html({
      menu: menu([
        item({
          item_type: 'social_links',
          url: '',
          widget_content: [
            { platform: 'facebook', url: 'https://facebook.com/a', title: 'Facebook', icon: 'fab fa-facebook-f' },
            { platform: 'x', url: 'https://x.com/a', title: 'X', icon: 'fab fa-x-twitter' },
            { platform: 'mastodon', url: 'https://mastodon.social/@a', title: 'Mastodon', icon: 'fab fa-mastodon' },
          ],
        }),
      ]),
      location: 'social-links',
    });
    expect(markup.match(/<svg/g)).toHaveLength(2);
    expect(markup).toContain('<span class="atlas-site-menu__initial" aria-hidden="true">M</span>');
    expect(markup).not.toContain('facebook-f<');
  });

  it('says when the public page needs the island script', () => {
    expect(siteMenuNeedsIsland(storeMegaMenu(), 'header-primary')).toBe(true);
    expect(siteMenuNeedsIsland(menu([item()]), 'footer-primary')).toBe(false);
    expect(siteMenuNeedsIsland(menu([item()], { track_clicks: true }), 'footer-primary')).toBe(true);
    expect(siteMenuNeedsIsland(menu([]), 'header-primary')).toBe(false);
  });
});
