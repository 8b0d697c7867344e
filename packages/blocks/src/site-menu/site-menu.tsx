import { useState, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import { Icon } from '../shared/icons';
import { iconNameOf } from './icon-name';
import { safeUrl } from '../shared/safe-url';
import { megaColumns, megaGridTemplate } from './mega-columns';
import { MenuWidget, SearchForm, SocialLinks, socialLinksOf } from './widgets';
import type { PublicMenu, PublicMenuItem, SocialLink } from './types';

// A site's public menu, drawn from what GET /api/menus/public/{site}/{location}/ answers. Pure and
// server-safe: the public site renders it to static HTML, where dropdowns and mega panels open with
// CSS alone (:hover, :focus-within) and the island script runs the mobile toggle and click tracking
// through data attributes. The dashboard's preview renders the same component with `preview`.

export interface SiteMenuProps {
  menu: PublicMenu | null;
  /** The location slug the menu is drawn at (header-primary, footer-primary, social-links, ...). */
  location: string;
  /** Where the search and blog widgets point (/{siteSlug}/search, /{siteSlug}/blog). */
  siteSlug?: string;
  /** In the dashboard: no click tracking, and the mobile toggle works without the island script. */
  preview?: boolean;
}

type Variant = 'bar' | 'vertical' | 'footer' | 'social' | 'breadcrumb';

interface Context {
  menu: PublicMenu;
  siteSlug?: string;
  idPrefix: string;
  preview: boolean;
}

const tokens = (value: unknown, pattern: RegExp, max: number) =>
  (typeof value === 'string' ? value.split(/\s+/) : []).filter((t) => pattern.test(t)).slice(0, max);

/** The owner's css_classes, kept to plain class names. */
const ownerClasses = (value: unknown) => tokens(value, /^-?[_a-zA-Z][\w-]{0,63}$/, 10).join(' ');

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/** rel as the owner set it, plus noopener for a new tab (the opened page must not reach window.opener). */
export function relOf(item: Pick<PublicMenuItem, 'rel_attributes' | 'target'>): string | undefined {
  const rel = tokens(item.rel_attributes, /^[a-z][a-z-]{0,30}$/i, 8).map((t) => t.toLowerCase());
  if (item.target === '_blank' && !rel.includes('noopener')) rel.push('noopener');
  return rel.length ? [...new Set(rel)].join(' ') : undefined;
}

const TARGETS = new Set(['_blank', '_parent', '_top']);

/** An icon_class such as "fa fa-phone" or "icon-cart" drawn with the blocks' own icon set when it names one of them. */
function ItemIcon({ iconClass }: { iconClass: string }) {
  const name = iconNameOf(iconClass);
  return name ? <Icon name={name} size={18} /> : null;
}

const visibleItems = (items: PublicMenuItem[] | undefined): PublicMenuItem[] =>
  (Array.isArray(items) ? items : []).filter((item) => item && item.is_active !== false);

function variantOf(menu: PublicMenu, location: string): Variant {
  if (menu.menu_type === 'breadcrumb' || location === 'breadcrumb') return 'breadcrumb';
  if (location === 'social-links') return 'social';
  if (menu.menu_type === 'footer_widgets' || location.startsWith('footer')) return 'footer';
  if (location.startsWith('sidebar')) return 'vertical';
  return 'bar';
}

const LOCATION_LABELS: Record<string, string> = { 'social-links': 'Social media', breadcrumb: 'Breadcrumb' };

/** A link item's anchor (with its description), or its title as text when it has no address. */
function ItemLink({
  item,
  className,
  caret,
  children,
}: {
  item: PublicMenuItem;
  className: string;
  caret?: boolean;
  children?: ReactNode;
}) {
  const href = safeUrl(item.url);
  const content = (
    <>
      {item.icon_class && <ItemIcon iconClass={item.icon_class} />}
      <span className="atlas-site-menu__title">
        {item.title}
        {children}
      </span>
      {caret && (
        <span className="atlas-site-menu__caret" aria-hidden="true">
          <Icon name="chevron-down" size={16} />
        </span>
      )}
    </>
  );
  if (!href) {
    // A parent without an address still takes keyboard focus, which opens its panel.
    return caret ? (
      <button type="button" className={className}>
        {content}
      </button>
    ) : (
      <span className={className}>{content}</span>
    );
  }
  return (
    <a
      className={className}
      href={href}
      target={TARGETS.has(item.target) ? item.target : undefined}
      rel={relOf(item)}
      data-atlas-item={item.id}
    >
      {content}
    </a>
  );
}

const Description = ({ item }: { item: PublicMenuItem }) =>
  item.description ? <span className="atlas-site-menu__desc">{item.description}</span> : null;

/** What one item of a column, footer column or dropdown shows, by its type. */
function EntryBody({ item, ctx, linkClass, column = false }: { item: PublicMenuItem; ctx: Context; linkClass: string; column?: boolean }) {
  switch (item.item_type) {
    case 'widget':
      return (
        <div className="atlas-site-menu__widget">
          {item.title && <p className="atlas-site-menu__heading">{item.title}</p>}
          <MenuWidget item={item} siteSlug={ctx.siteSlug} idPrefix={ctx.idPrefix} />
        </div>
      );
    case 'search':
      return <SearchForm item={item} siteSlug={ctx.siteSlug} formId={`${ctx.idPrefix}-s${item.id}`} />;
    case 'social_links':
      return <SocialLinks links={socialLinksOf(item.widget_content)} label={item.title || 'Social media'} />;
    case 'text':
      return (
        <p className={column ? 'atlas-site-menu__heading' : 'atlas-site-menu__text'}>
          {item.title}
          <Description item={item} />
        </p>
      );
    case 'button':
      return <ItemLink item={item} className="atlas-site-menu__button" />;
    default:
      return (
        <ItemLink item={item} className={linkClass}>
          <Description item={item} />
        </ItemLink>
      );
  }
}

/** A plain list of links under a heading (a mega column's item, a footer column), nested as deep as the menu goes. */
function LinkList({ items, ctx }: { items: PublicMenuItem[]; ctx: Context }) {
  const visible = visibleItems(items);
  if (visible.length === 0) return null;
  return (
    <ul className="atlas-site-menu__links">
      {visible.map((child) =>
        child.item_type === 'divider' ? (
          <li key={child.id} className="atlas-site-menu__divider" aria-hidden="true" />
        ) : (
          <li key={child.id} className={ownerClasses(child.css_classes) || undefined}>
            <EntryBody item={child} ctx={ctx} linkClass="atlas-site-menu__sublink" />
            <LinkList items={child.children} ctx={ctx} />
          </li>
        ),
      )}
    </ul>
  );
}

function MegaPanel({ item, ctx }: { item: PublicMenuItem; ctx: Context }) {
  const columns = megaColumns({ ...item, children: visibleItems(item.children) }, ctx.menu.mega_menu_columns);
  const width = ['full', 'container', 'auto'].includes(ctx.menu.mega_menu_width) ? ctx.menu.mega_menu_width : 'full';
  return (
    <div className={`atlas-site-menu__mega atlas-site-menu__mega--${width}`} data-columns={columns.length}>
      <div className="atlas-site-menu__mega-inner" style={{ gridTemplateColumns: megaGridTemplate(columns) }}>
        {columns.map((column) => (
          <ul
            key={column.column}
            className={cx('atlas-site-menu__column', column.width === 'full' && 'atlas-site-menu__column--full')}
            data-column={column.column}
            data-width={column.width}
          >
            {column.items.map((child) =>
              child.item_type === 'divider' ? (
                <li key={child.id} className="atlas-site-menu__divider" aria-hidden="true" />
              ) : (
                <li key={child.id} className={ownerClasses(child.css_classes) || undefined}>
                  <EntryBody
                    item={child}
                    ctx={ctx}
                    column
                    linkClass={visibleItems(child.children).length ? 'atlas-site-menu__heading-link' : 'atlas-site-menu__column-link'}
                  />
                  <LinkList items={child.children} ctx={ctx} />
                </li>
              ),
            )}
          </ul>
        ))}
      </div>
    </div>
  );
}

/** An item of the header bar (or a sidebar), with its dropdown or mega panel. */
function BarItem({ item, ctx, level }: { item: PublicMenuItem; ctx: Context; level: number }) {
  if (item.item_type === 'divider') return <li className="atlas-site-menu__divider" aria-hidden="true" />;
  const children = visibleItems(item.children);
  const mega = level === 0 && ctx.menu.menu_type === 'mega_menu' && item.is_mega_menu_item && children.length > 0;
  const linkLike = ['custom_url', 'page', 'category'].includes(item.item_type);
  // In the preview a panel carries its entry's id: the mega editor holds the panel it edits open by it.
  return (
    <li
      className={cx(
        'atlas-site-menu__item',
        children.length > 0 && 'atlas-site-menu__item--parent',
        mega && 'atlas-site-menu__item--mega',
        mega && ctx.menu.mega_menu_width === 'auto' && 'atlas-site-menu__item--mega-auto',
        ownerClasses(item.css_classes),
      )}
      data-atlas-panel={ctx.preview && mega ? item.id : undefined}
    >
      {linkLike || (children.length > 0 && item.item_type === 'text') ? (
        <ItemLink item={item} className="atlas-site-menu__link" caret={children.length > 0} />
      ) : (
        <EntryBody item={item} ctx={ctx} linkClass="atlas-site-menu__link" />
      )}
      {mega ? (
        <MegaPanel item={{ ...item, children }} ctx={ctx} />
      ) : (
        children.length > 0 && (
          <ul className="atlas-site-menu__dropdown">
            {children.map((child) => (
              <BarItem key={child.id} item={child} ctx={ctx} level={level + 1} />
            ))}
          </ul>
        )
      )}
    </li>
  );
}

/** Every profile of a social-links menu: social_links items and widgets, and plain links named by their icon. */
function socialProfiles(items: PublicMenuItem[]): SocialLink[] {
  return items.flatMap((item) => {
    if (item.item_type === 'social_links' || item.widget_type === 'social_links') return socialLinksOf(item.widget_content);
    const url = safeUrl(item.url);
    if (!url) return [];
    return [
      { platform: iconNameOf(item.icon_class, item.title) ?? item.title.toLowerCase(), url, title: item.title, icon: item.icon_class },
    ];
  });
}

const anyItem = (items: PublicMenuItem[], test: (item: PublicMenuItem) => boolean): boolean =>
  visibleItems(items).some((item) => test(item) || anyItem(item.children, test));

/** Whether the public page needs the island script for this menu: a toggle to run, clicks to count or a form to send. */
export function siteMenuNeedsIsland(menu: PublicMenu | null, location: string): boolean {
  if (!menu || visibleItems(menu.items).length === 0) return false;
  const variant = variantOf(menu, location);
  return (
    variant === 'bar' ||
    Boolean(menu.track_clicks) ||
    (variant !== 'social' && anyItem(menu.items, (item) => item.item_type === 'widget' && item.widget_type === 'newsletter'))
  );
}

export function SiteMenu({ menu, location, siteSlug, preview = false }: SiteMenuProps) {
  // Only the dashboard's preview uses this state; the public page's toggle is run by the island script.
  const [open, setOpen] = useState(false);
  const items = visibleItems(menu?.items);
  if (!menu || items.length === 0) return null;

  const variant = variantOf(menu, location);
  const idPrefix = `atlas-menu-${String(location).replace(/[^\w-]/g, '')}-${Number(menu.id) || 0}`;
  const ctx: Context = { menu, siteSlug, idPrefix, preview };
  const rootProps = {
    className: cx(
      'atlas-site-menu',
      `atlas-site-menu--${variant}`,
      `atlas-site-menu--${String(menu.menu_type).replace(/_/g, '-')}`,
      variant === 'bar' && menu.menu_type === 'mega_menu' && 'atlas-site-menu--mega',
      variant === 'bar' && menu.menu_type === 'mobile_menu' && 'atlas-site-menu--collapsed',
      preview && 'atlas-site-menu--preview',
      ownerClasses(menu.css_classes),
    ),
    'aria-label': menu.name || LOCATION_LABELS[location] || 'Menu',
    'data-location': location,
    'data-atlas-track': menu.track_clicks && !preview ? '' : undefined,
    ...(preview && {
      // The preview stays on its page: a link is focused, not followed, so an entry's dropdown or mega
      // panel opens (and stays open while focus is inside it); choosing another link closes the mobile menu.
      onClickCapture: (event: MouseEvent<HTMLElement>) => {
        const link = (event.target as Element).closest?.('a');
        if (!link) return;
        event.preventDefault();
        link.focus();
        if (!link.parentElement?.classList.contains('atlas-site-menu__item--parent')) setOpen(false);
      },
      onSubmitCapture: (event: FormEvent) => event.preventDefault(),
    }),
  };

  if (variant === 'social') {
    return (
      <nav {...rootProps}>
        <SocialLinks links={socialProfiles(items)} />
      </nav>
    );
  }

  if (variant === 'breadcrumb') {
    return (
      <nav {...rootProps}>
        <ol className="atlas-site-menu__breadcrumb">
          {items.map((item, i) => (
            <li key={item.id}>
              {i === items.length - 1 ? (
                <span aria-current="page">{item.title}</span>
              ) : (
                <ItemLink item={item} className="atlas-site-menu__crumb" />
              )}
            </li>
          ))}
        </ol>
      </nav>
    );
  }

  if (variant === 'footer') {
    return (
      <nav {...rootProps}>
        <ul className="atlas-site-menu__footer">
          {items.map((item) =>
            item.item_type === 'divider' ? null : (
              <li key={item.id} className={cx('atlas-site-menu__footer-column', ownerClasses(item.css_classes))}>
                <EntryBody item={item} ctx={ctx} column linkClass="atlas-site-menu__heading-link" />
                <LinkList items={item.children} ctx={ctx} />
              </li>
            ),
          )}
        </ul>
      </nav>
    );
  }

  const list = (
    <ul className="atlas-site-menu__list">
      {items.map((item) => (
        <BarItem key={item.id} item={item} ctx={ctx} level={0} />
      ))}
    </ul>
  );
  if (variant === 'vertical') return <nav {...rootProps}>{list}</nav>;

  const panelId = `${idPrefix}-panel`;
  return (
    <nav {...rootProps}>
      <button
        type="button"
        className="atlas-site-menu__toggle"
        data-atlas-menu-toggle="panel"
        aria-controls={panelId}
        aria-expanded={preview ? open : false}
        onClick={preview ? () => setOpen(!open) : undefined}
      >
        <span className="atlas-site-menu__icon-open" aria-hidden="true">
          <Icon name="menu" size={20} />
        </span>
        <span className="atlas-site-menu__icon-close" aria-hidden="true">
          <Icon name="close" size={20} />
        </span>
        <span>Menu</span>
      </button>
      <div
        className={cx('atlas-site-menu__panel', preview && open && 'atlas-open')}
        id={panelId}
        onKeyDown={preview ? (event) => event.key === 'Escape' && setOpen(false) : undefined}
      >
        {list}
      </div>
    </nav>
  );
}
