// The menus service's fixed lists and limits, shared with the front ends through the contract.

export const MENU_TYPES = ['standard', 'mega_menu', 'mobile_menu', 'breadcrumb', 'footer_widgets'] as const;
export const MEGA_MENU_WIDTHS = ['full', 'container', 'auto'] as const;
export const ITEM_TYPES = ['custom_url', 'page', 'category', 'divider', 'text', 'search', 'widget', 'social_links', 'button'] as const;
export const LINK_TARGETS = ['_self', '_blank', '_parent', '_top'] as const;
export const COLUMN_WIDTHS = ['auto', '1/4', '1/3', '1/2', '2/3', '3/4', 'full'] as const;
export const WIDGET_TYPES = ['search', 'social_links', 'recent_posts', 'contact_info', 'newsletter', 'custom_html'] as const;

/** The places a theme can show a menu; seeded once, the same ids everywhere. */
export const MENU_LOCATIONS = [
  { slug: 'header-primary', name: 'Header (Primary)' },
  { slug: 'header-secondary', name: 'Header (Secondary)' },
  { slug: 'footer-primary', name: 'Footer (Primary)' },
  { slug: 'footer-secondary', name: 'Footer (Secondary)' },
  { slug: 'mobile-menu', name: 'Mobile Menu' },
  { slug: 'sidebar-left', name: 'Sidebar (Left)' },
  { slug: 'sidebar-right', name: 'Sidebar (Right)' },
  { slug: 'social-links', name: 'Social Links' },
  { slug: 'breadcrumb', name: 'Breadcrumb' },
] as const;
export const LOCATION_SLUGS = MENU_LOCATIONS.map((l) => l.slug);
/** The locations a site's public pages draw: the header, the footer and the footer's social links. */
export const PAGE_MENU_LOCATIONS = ['header-primary', 'footer-primary', 'social-links'] as const;

export const MEGA_MENU_COLUMNS_MIN = 1;
export const MEGA_MENU_COLUMNS_MAX = 6;
export const MEGA_MENU_COLUMNS_DEFAULT = 4;
/** The mega editor orders items as 100 × column + position. */
export const MEGA_SORT_STEP = 100;
/** The first column of a mega menu takes at most this many items that are not mega items themselves. */
export const FIRST_COLUMN_LIMIT = 10;

export const ANALYTICS_RANGES = [7, 30, 90, 365] as const;
export const ANALYTICS_DEFAULT_DAYS = 30;

/** The most items one menu may hold (a 200-item mega menu is the largest the product draws). */
export const MENU_ITEM_LIMIT = 500;
/** The deepest nesting the builder and the public renderer draw (top level is depth 1). */
export const MENU_DEPTH_LIMIT = 5;
