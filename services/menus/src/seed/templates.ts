import type { SocialLink } from '../schemas/widgets';

/**
 * One item of a menu template. `link_page` names a page of the site by slug ('' = the home page):
 * applied, it becomes a page item when the site has that page, else a link to the path it would have.
 */
export interface TemplateItem {
  title: string;
  item_type: 'custom_url' | 'page' | 'category' | 'divider' | 'text' | 'search' | 'widget' | 'social_links' | 'button';
  link_page?: string;
  url?: string;
  category?: string;
  target?: '_self' | '_blank';
  description?: string;
  icon_class?: string;
  css_classes?: string;
  is_mega_menu_item?: boolean;
  mega_menu_column?: number;
  mega_menu_column_width?: 'auto' | '1/4' | '1/3' | '1/2' | '2/3' | '3/4' | 'full';
  widget_type?: 'search' | 'social_links' | 'recent_posts' | 'contact_info' | 'newsletter' | 'custom_html';
  widget_content?: unknown;
  children?: TemplateItem[];
}

export interface MenuTemplateDefinition {
  key: string;
  name: string;
  description: string;
  category: string;
  is_featured: boolean;
  menu_type: 'standard' | 'mega_menu' | 'mobile_menu' | 'breadcrumb' | 'footer_widgets';
  mega_menu_columns: number;
  mega_menu_width: 'full' | 'container' | 'auto';
  items: TemplateItem[];
}

const page = (title: string, slug: string, extra: Partial<TemplateItem> = {}): TemplateItem => ({
  title,
  item_type: 'page',
  link_page: slug,
  ...extra,
});
const category = (title: string, slug: string, extra: Partial<TemplateItem> = {}): TemplateItem => ({
  title,
  item_type: 'category',
  category: slug,
  ...extra,
});

export const SAMPLE_SOCIAL_LINKS: SocialLink[] = [
  { platform: 'facebook', url: 'https://www.facebook.com/', title: 'Facebook', icon: 'fab fa-facebook-f' },
  { platform: 'instagram', url: 'https://www.instagram.com/', title: 'Instagram', icon: 'fab fa-instagram' },
  { platform: 'x', url: 'https://x.com/', title: 'X', icon: 'fab fa-x-twitter' },
  { platform: 'linkedin', url: 'https://www.linkedin.com/', title: 'LinkedIn', icon: 'fab fa-linkedin-in' },
  { platform: 'youtube', url: 'https://www.youtube.com/', title: 'YouTube', icon: 'fab fa-youtube' },
];

export const SAMPLE_CONTACT = { phone: '+1 (555) 010-2030', email: 'hello@example.com', address: '100 Market Street, Springfield' };

/** The demo site's footer: only links that lead somewhere on a fresh demo site. */
export const DEMO_FOOTER: Pick<MenuTemplateDefinition, 'menu_type' | 'mega_menu_columns' | 'items'> = {
  menu_type: 'footer_widgets',
  mega_menu_columns: 4,
  items: [
    { title: 'Company', item_type: 'text', children: [page('Home', ''), page('About Us', 'about')] },
    {
      title: 'Shop',
      item_type: 'text',
      children: [
        { title: 'All Products', item_type: 'custom_url', url: '/shop/products' },
        category('Apparel', 'apparel'),
        category('Electronics', 'electronics'),
        category('Outdoor', 'outdoor'),
      ],
    },
    { title: 'Get in Touch', item_type: 'widget', widget_type: 'contact_info', widget_content: SAMPLE_CONTACT },
    { title: 'Follow Us', item_type: 'social_links', widget_type: 'social_links', widget_content: SAMPLE_SOCIAL_LINKS.slice(0, 3) },
  ],
};

/** The templates every owner can start from (seeded by key on each start). */
export const TEMPLATE_LIBRARY: MenuTemplateDefinition[] = [
  {
    key: 'simple-header',
    name: 'Simple Header',
    description: 'Home, About, Services and Contact in one row.',
    category: 'header',
    is_featured: true,
    menu_type: 'standard',
    mega_menu_columns: 4,
    mega_menu_width: 'container',
    items: [page('Home', ''), page('About', 'about'), page('Services', 'services'), page('Contact', 'contact')],
  },
  {
    key: 'business-header',
    name: 'Business Header',
    description: 'A header with a services dropdown, a blog link and a call-to-action button.',
    category: 'header',
    is_featured: true,
    menu_type: 'standard',
    mega_menu_columns: 4,
    mega_menu_width: 'container',
    items: [
      page('Home', ''),
      page('About Us', 'about'),
      page('Services', 'services', {
        children: [page('Consulting', 'consulting'), page('Design', 'design'), page('Development', 'development')],
      }),
      page('Blog', 'blog'),
      page('Contact', 'contact'),
      { title: 'Get a Quote', item_type: 'button', link_page: 'contact', css_classes: 'menu-cta' },
    ],
  },
  {
    key: 'store-mega-menu',
    name: 'Store Mega Menu',
    description: 'A shop header whose Shop entry opens four columns: categories, collections, contact details and social links.',
    category: 'ecommerce',
    is_featured: true,
    menu_type: 'mega_menu',
    mega_menu_columns: 4,
    mega_menu_width: 'full',
    items: [
      page('Home', ''),
      {
        title: 'Shop',
        item_type: 'custom_url',
        url: '/shop/products',
        is_mega_menu_item: true,
        children: [
          category('Apparel', 'apparel', { mega_menu_column: 1 }),
          category('Footwear', 'footwear', { mega_menu_column: 1 }),
          category('Home & Kitchen', 'home-kitchen', { mega_menu_column: 1 }),
          category('Electronics', 'electronics', { mega_menu_column: 1 }),
          category('Outdoor', 'outdoor', { mega_menu_column: 2 }),
          category('Books & Stationery', 'books-stationery', { mega_menu_column: 2 }),
          category('Beauty', 'beauty', { mega_menu_column: 2 }),
          category('Toys & Games', 'toys-games', { mega_menu_column: 2 }),
          {
            title: 'Customer Service',
            item_type: 'widget',
            widget_type: 'contact_info',
            widget_content: SAMPLE_CONTACT,
            mega_menu_column: 3,
          },
          {
            title: 'Follow Us',
            item_type: 'widget',
            widget_type: 'social_links',
            widget_content: SAMPLE_SOCIAL_LINKS.slice(0, 3),
            mega_menu_column: 4,
          },
        ],
      },
      { title: 'All Products', item_type: 'custom_url', url: '/shop/products' },
      page('About', 'about'),
      page('Contact', 'contact'),
    ],
  },
  {
    key: 'footer-columns',
    name: 'Footer with Columns',
    description: 'Company, Shop and Help columns with contact details, for the footer.',
    category: 'footer',
    is_featured: false,
    menu_type: 'footer_widgets',
    mega_menu_columns: 4,
    mega_menu_width: 'container',
    items: [
      { title: 'Company', item_type: 'text', children: [page('About Us', 'about'), page('Blog', 'blog'), page('Contact', 'contact')] },
      {
        title: 'Shop',
        item_type: 'text',
        children: [category('Apparel', 'apparel'), category('Electronics', 'electronics'), category('Outdoor', 'outdoor')],
      },
      { title: 'Help', item_type: 'text', children: [page('FAQ', 'faq'), page('Shipping', 'shipping'), page('Returns', 'returns')] },
      { title: 'Get in Touch', item_type: 'widget', widget_type: 'contact_info', widget_content: SAMPLE_CONTACT },
    ],
  },
  {
    key: 'social-links',
    name: 'Social Links',
    description: 'Icons linking to your social profiles.',
    category: 'social',
    is_featured: false,
    menu_type: 'standard',
    mega_menu_columns: 4,
    mega_menu_width: 'container',
    items: [{ title: 'Follow Us', item_type: 'social_links', widget_type: 'social_links', widget_content: SAMPLE_SOCIAL_LINKS }],
  },
  {
    key: 'mobile-menu',
    name: 'Mobile Menu',
    description: 'A compact menu with search for small screens.',
    category: 'mobile',
    is_featured: false,
    menu_type: 'mobile_menu',
    mega_menu_columns: 4,
    mega_menu_width: 'container',
    items: [
      { title: 'Search', item_type: 'search', widget_type: 'search', widget_content: { placeholder: 'Search…' } },
      page('Home', ''),
      { title: 'Shop', item_type: 'custom_url', url: '/shop/products' },
      page('About', 'about'),
      page('Contact', 'contact'),
    ],
  },
];
