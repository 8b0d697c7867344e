// The first-party catalogue, written by slug on every start (operations/seed.ts), and what the demo owner starts with.
import type { ModuleRow } from '../repositories/modules';
import type { DeclarativeBlock } from '@atlas/blocks/model';
import type { ThemeDefinition } from '../contract';

/** A category of the catalogue, written by slug on every start. */
export interface SeedCategory {
  slug: string;
  name: string;
}

/** A first-party module of the catalogue, written by slug on every start (downloads and installs kept). */
export type SeedModule = Pick<
  ModuleRow,
  | 'slug'
  | 'title'
  | 'description'
  | 'long_description'
  | 'version'
  | 'author'
  | 'module_type'
  | 'icon'
  | 'is_official'
  | 'is_featured'
  | 'downloads'
  | 'rating'
  | 'rating_count'
  | 'tags'
  | 'homepage'
  | 'repository'
  | 'documentation'
  | 'screenshots'
  | 'requirements'
  | 'atlas_versions'
  | 'provides'
> & {
  /** The category's slug. */
  category: string;
  blocks?: DeclarativeBlock[];
  themes?: ThemeDefinition[];
};

export const SEED_CATEGORIES: SeedCategory[] = [
  { slug: 'blocks', name: 'Blocks' },
  { slug: 'themes', name: 'Themes' },
  { slug: 'analytics-marketing', name: 'Analytics & Marketing' },
  { slug: 'privacy', name: 'Privacy & Compliance' },
  { slug: 'developer', name: 'Developer Tools' },
  { slug: 'seo', name: 'SEO' },
  { slug: 'content', name: 'Content' },
];

const docs = (slug: string) => ({
  homepage: `https://atlas.example/marketplace/${slug}`,
  repository: `https://github.com/atlas-modules/${slug}`,
  documentation: `https://docs.atlas.example/modules/${slug}`,
  screenshots: [`/marketplace/screenshots/${slug}-1.png`, `/marketplace/screenshots/${slug}-2.png`],
});

const official = { author: 'Atlas', is_official: true, atlas_versions: '>=1.0.0 <2.0.0' };

export const SEED_MODULES: SeedModule[] = [
  {
    ...official,
    ...docs('commerce-blocks'),
    slug: 'commerce-blocks',
    title: 'Commerce Blocks',
    description: 'Sell from any page: product cards, product grids and buy buttons linked to your shop.',
    long_description:
      'Adds the Product Card, Product Grid and Buy Button blocks to the builder. Each block picks products from your shop, shows their live price and availability, and links to the product page or the cart.',
    version: '1.2.0',
    module_type: 'block',
    icon: 'shopping-cart',
    is_featured: true,
    downloads: 4210,
    rating: 4.8,
    rating_count: 312,
    tags: ['commerce', 'shop', 'products', 'blocks'],
    category: 'blocks',
    requirements: ['The shop (catalogue and checkout) enabled', 'Atlas 1.x'],
    provides: { blocks: ['product-card', 'product-grid', 'buy-button'] },
  },
  {
    ...official,
    ...docs('marketing-blocks'),
    slug: 'marketing-blocks',
    title: 'Marketing Blocks',
    description: 'Announcement bars, call-to-action banners and feature highlights that convert.',
    long_description:
      'Three blocks for campaigns: an announcement bar for the top of a page, a call-to-action banner with a button, and a feature highlight with an image. Colours and texts are edited in the properties panel.',
    version: '1.0.3',
    module_type: 'block',
    icon: 'megaphone',
    is_featured: true,
    downloads: 2890,
    rating: 4.6,
    rating_count: 184,
    tags: ['marketing', 'call to action', 'banner', 'blocks'],
    category: 'blocks',
    requirements: ['Atlas 1.x'],
    provides: {},
    blocks: [
      {
        type: 'announcement-bar',
        label: 'Announcement Bar',
        icon: 'megaphone',
        template:
          '<div class="atlas-x-announcement" style="background-color:{{background}};color:{{color}}"><p><strong>{{headline}}</strong> {{message}} <a href="{{link}}">{{link_text}}</a></p></div>',
        fields: [
          { name: 'headline', label: 'Headline', kind: 'text', default: 'New!' },
          { name: 'message', label: 'Message', kind: 'text', default: 'Our summer collection is here.' },
          { name: 'link', label: 'Link', kind: 'url', default: '/' },
          { name: 'link_text', label: 'Link text', kind: 'text', default: 'Shop now' },
          { name: 'background', label: 'Background', kind: 'color', default: '#1f2937' },
          { name: 'color', label: 'Text colour', kind: 'color', default: '#ffffff' },
        ],
      },
      {
        type: 'cta-banner',
        label: 'Call-to-Action Banner',
        icon: 'target',
        template:
          '<section class="atlas-x-cta-banner" style="background-color:{{background}}"><h2>{{title}}</h2><p>{{text}}</p><a class="atlas-x-button" href="{{button_link}}">{{button_text}}</a></section>',
        fields: [
          { name: 'title', label: 'Title', kind: 'text', default: 'Ready to get started?' },
          { name: 'text', label: 'Text', kind: 'textarea', default: 'Join thousands of happy customers today.' },
          { name: 'button_text', label: 'Button text', kind: 'text', default: 'Get started' },
          { name: 'button_link', label: 'Button link', kind: 'url', default: '/contact' },
          { name: 'background', label: 'Background', kind: 'color', default: '#3b82f6' },
        ],
      },
      {
        type: 'feature-highlight',
        label: 'Feature Highlight',
        icon: 'star',
        template:
          '<div class="atlas-x-feature"><img src="{{image}}" alt="{{image_alt}}" /><div><h3>{{title}}</h3><p>{{text}}</p></div></div>',
        fields: [
          { name: 'image', label: 'Image', kind: 'image', default: '' },
          { name: 'image_alt', label: 'Image description', kind: 'text', default: '' },
          { name: 'title', label: 'Title', kind: 'text', default: 'A feature worth noticing' },
          { name: 'text', label: 'Text', kind: 'textarea', default: 'Say what it does for your visitors.' },
        ],
      },
    ],
  },
  {
    ...official,
    ...docs('media-blocks'),
    slug: 'media-blocks',
    title: 'Media Blocks',
    description: 'Image banners and photo cards with captions and links.',
    long_description:
      'Two blocks for showing pictures well: a full-width image banner with a caption and a photo card with a title, text and link.',
    version: '1.1.0',
    module_type: 'block',
    icon: 'image',
    is_featured: false,
    downloads: 1975,
    rating: 4.4,
    rating_count: 97,
    tags: ['media', 'images', 'gallery', 'blocks'],
    category: 'blocks',
    requirements: ['Atlas 1.x'],
    provides: {},
    blocks: [
      {
        type: 'image-banner',
        label: 'Image Banner',
        icon: 'image',
        template:
          '<figure class="atlas-x-image-banner"><a href="{{link}}"><img src="{{image}}" alt="{{caption}}" /></a><figcaption>{{caption}}</figcaption></figure>',
        fields: [
          { name: 'image', label: 'Image', kind: 'image', default: '' },
          { name: 'caption', label: 'Caption', kind: 'text', default: 'A caption for the picture' },
          { name: 'link', label: 'Link', kind: 'url', default: '' },
        ],
      },
      {
        type: 'photo-card',
        label: 'Photo Card',
        icon: 'camera',
        template:
          '<article class="atlas-x-photo-card"><img src="{{image}}" alt="{{title}}" /><h3>{{title}}</h3><p>{{text}}</p><a href="{{link}}">{{link_text}}</a></article>',
        fields: [
          { name: 'image', label: 'Image', kind: 'image', default: '' },
          { name: 'title', label: 'Title', kind: 'text', default: 'Photo title' },
          { name: 'text', label: 'Text', kind: 'textarea', default: '' },
          { name: 'link', label: 'Link', kind: 'url', default: '' },
          { name: 'link_text', label: 'Link text', kind: 'text', default: 'See more' },
        ],
      },
    ],
  },
  {
    ...official,
    ...docs('creative-themes'),
    slug: 'creative-themes',
    title: 'Creative Themes',
    description: 'Two bold themes for portfolios and studios: Aurora and Noir.',
    long_description:
      'Adds the Aurora (bright, colourful) and Noir (dark, high-contrast) themes to the theme selector of every one of your sites.',
    version: '2.0.1',
    module_type: 'theme',
    icon: 'palette',
    is_featured: true,
    downloads: 3320,
    rating: 4.7,
    rating_count: 221,
    tags: ['themes', 'portfolio', 'dark'],
    category: 'themes',
    requirements: ['Atlas 1.x'],
    provides: { themes: ['aurora', 'noir'] },
    themes: [
      {
        slug: 'aurora',
        name: 'Aurora',
        description: 'Bright gradients and generous spacing for creative portfolios.',
        theme_type: 'creative',
        primary_color: '#7c3aed',
        secondary_color: '#db2777',
        accent_color: '#f59e0b',
        background_color: '#ffffff',
        text_color: '#1f2937',
        heading_font: 'Poppins',
        body_font: 'Inter',
      },
      {
        slug: 'noir',
        name: 'Noir',
        description: 'A dark, high-contrast theme for photographers and studios.',
        theme_type: 'creative',
        primary_color: '#f5f5f5',
        secondary_color: '#a3a3a3',
        accent_color: '#eab308',
        background_color: '#0a0a0a',
        text_color: '#f5f5f5',
        heading_font: 'Playfair Display',
        body_font: 'Lato',
      },
    ],
  },
  {
    ...official,
    ...docs('business-themes'),
    slug: 'business-themes',
    title: 'Business Themes',
    description: 'Ledger and Harbor: calm, trustworthy themes for companies and shops.',
    long_description: 'Adds the Ledger (business) and Harbor (ecommerce) themes to the theme selector of every one of your sites.',
    version: '1.3.0',
    module_type: 'theme',
    icon: 'briefcase',
    is_featured: false,
    downloads: 2640,
    rating: 4.5,
    rating_count: 143,
    tags: ['themes', 'business', 'ecommerce'],
    category: 'themes',
    requirements: ['Atlas 1.x'],
    provides: { themes: ['ledger', 'harbor'] },
    themes: [
      {
        slug: 'ledger',
        name: 'Ledger',
        description: 'Sober blues and clear typography for professional services.',
        theme_type: 'business',
        primary_color: '#1d4ed8',
        secondary_color: '#475569',
        accent_color: '#0d9488',
        background_color: '#ffffff',
        text_color: '#0f172a',
        heading_font: 'Montserrat',
        body_font: 'Open Sans',
      },
      {
        slug: 'harbor',
        name: 'Harbor',
        description: 'A fresh, product-first theme for online shops.',
        theme_type: 'ecommerce',
        primary_color: '#0f766e',
        secondary_color: '#334155',
        accent_color: '#f97316',
        background_color: '#f8fafc',
        text_color: '#1e293b',
        heading_font: 'Raleway',
        body_font: 'Roboto',
      },
    ],
  },
  {
    ...official,
    ...docs('google-analytics'),
    slug: 'google-analytics',
    title: 'Google Analytics',
    description: 'Send your public sites’ visits to Google Analytics 4 with the measurement id of Site Settings.',
    long_description:
      'Once installed, the Google Analytics ID of each site’s settings is used on its public pages: the gtag script is loaded from Google’s host (the page’s Content Security Policy allows exactly it). With Cookie Consent installed, it waits for the visitor’s consent.',
    version: '1.4.2',
    module_type: 'integration',
    icon: 'bar-chart',
    is_featured: true,
    downloads: 5870,
    rating: 4.6,
    rating_count: 402,
    tags: ['analytics', 'google', 'tracking'],
    category: 'analytics-marketing',
    requirements: ['A Google Analytics 4 measurement id (G-XXXXXXX) in Site Settings'],
    provides: { integration: 'google_analytics' },
  },
  {
    ...official,
    ...docs('meta-pixel'),
    slug: 'meta-pixel',
    title: 'Meta Pixel',
    description: 'Measure your ads with the Meta (Facebook) Pixel id of Site Settings.',
    long_description:
      'Once installed, the Facebook Pixel ID of each site’s settings is used on its public pages: the pixel is loaded from Meta’s host (allowed by the page’s Content Security Policy). With Cookie Consent installed, it waits for the visitor’s consent.',
    version: '1.1.0',
    module_type: 'integration',
    icon: 'target',
    is_featured: false,
    downloads: 3105,
    rating: 4.2,
    rating_count: 188,
    tags: ['advertising', 'facebook', 'tracking'],
    category: 'analytics-marketing',
    requirements: ['A Meta Pixel id in Site Settings'],
    provides: { integration: 'meta_pixel' },
  },
  {
    ...official,
    ...docs('cookie-consent'),
    slug: 'cookie-consent',
    title: 'Cookie Consent',
    description: 'A cookie banner on your public sites; trackers wait for the visitor’s consent.',
    long_description:
      'Shows a consent banner on the public pages of sites whose settings turn Cookie Consent on. Google Analytics and Meta Pixel load only after the visitor accepts; the choice is remembered in the visitor’s browser.',
    version: '1.2.1',
    module_type: 'integration',
    icon: 'shield',
    is_featured: true,
    downloads: 4480,
    rating: 4.7,
    rating_count: 265,
    tags: ['privacy', 'gdpr', 'cookies'],
    category: 'privacy',
    requirements: ['Turn on Cookie consent in Site Settings'],
    provides: { integration: 'cookie_consent' },
  },
  {
    ...official,
    ...docs('webhooks'),
    slug: 'webhooks',
    title: 'Webhooks',
    description: 'Your server receives signed JSON when a form is submitted, an order is placed or a page is published.',
    long_description:
      'Add endpoints and choose events. Each delivery is JSON signed with HMAC-SHA256 (X-Atlas-Signature) and a timestamp, retried with exponential back-off when your server fails, and listed with its attempts.',
    version: '1.0.0',
    module_type: 'integration',
    icon: 'webhook',
    is_featured: false,
    downloads: 1320,
    rating: 4.5,
    rating_count: 76,
    tags: ['developer', 'automation', 'api'],
    category: 'developer',
    requirements: ['An HTTPS endpoint that answers 2xx within 10 seconds'],
    provides: { integration: 'webhooks' },
  },
  {
    ...official,
    ...docs('redirects'),
    slug: 'redirects',
    title: 'Redirects',
    description: 'Per-site 301 and 302 redirects, served by your public sites.',
    long_description:
      'Keep old links working after a redesign: add rules from a path to another path or address, permanent (301) or temporary (302). The public site answers them before looking for a page.',
    version: '1.0.2',
    module_type: 'utility',
    icon: 'corner-up-right',
    is_featured: false,
    downloads: 2210,
    rating: 4.6,
    rating_count: 119,
    tags: ['seo', 'links', 'redirects'],
    category: 'seo',
    requirements: ['Atlas 1.x'],
    provides: { utility: 'redirects' },
  },
  {
    ...official,
    ...docs('structured-data'),
    slug: 'structured-data',
    title: 'Structured Data (JSON-LD)',
    description: 'Search engines understand your pages, posts and products through JSON-LD.',
    long_description:
      'Adds schema.org JSON-LD to your public pages: WebSite and WebPage for pages, BlogPosting for posts and Product with its offer for products, built from the content you already have.',
    version: '1.1.1',
    module_type: 'utility',
    icon: 'code',
    is_featured: false,
    downloads: 1890,
    rating: 4.4,
    rating_count: 88,
    tags: ['seo', 'schema.org', 'json-ld'],
    category: 'seo',
    requirements: ['Atlas 1.x'],
    provides: { utility: 'structured_data' },
  },
  {
    ...official,
    ...docs('blog-essentials'),
    slug: 'blog-essentials',
    title: 'Blog Essentials',
    description: 'Author bios and pull quotes for long-form posts and pages.',
    long_description:
      'Two content blocks writers ask for: an author bio with a photo and a link, and a pull quote that stands out of the text.',
    version: '1.0.1',
    module_type: 'content',
    icon: 'book-open',
    is_featured: false,
    downloads: 1540,
    rating: 4.3,
    rating_count: 64,
    tags: ['blog', 'writing', 'content'],
    category: 'content',
    requirements: ['Atlas 1.x'],
    provides: {},
    blocks: [
      {
        type: 'author-bio',
        label: 'Author Bio',
        icon: 'user',
        template:
          '<aside class="atlas-x-author-bio"><img src="{{photo}}" alt="{{name}}" /><div><h4>{{name}}</h4><p>{{bio}}</p><a href="{{link}}">{{link_text}}</a></div></aside>',
        fields: [
          { name: 'photo', label: 'Photo', kind: 'image', default: '' },
          { name: 'name', label: 'Name', kind: 'text', default: 'Author name' },
          { name: 'bio', label: 'Bio', kind: 'textarea', default: 'A few words about the author.' },
          { name: 'link', label: 'Link', kind: 'url', default: '' },
          { name: 'link_text', label: 'Link text', kind: 'text', default: 'More posts' },
        ],
      },
      {
        type: 'pull-quote',
        label: 'Pull Quote',
        icon: 'quote',
        template:
          '<blockquote class="atlas-x-pull-quote" style="border-color:{{accent}}"><p>{{quote}}</p><cite>{{source}}</cite></blockquote>',
        fields: [
          { name: 'quote', label: 'Quote', kind: 'textarea', default: 'A sentence worth repeating.' },
          { name: 'source', label: 'Source', kind: 'text', default: '' },
          { name: 'accent', label: 'Accent colour', kind: 'color', default: '#3b82f6' },
        ],
      },
    ],
  },
  {
    ...official,
    ...docs('event-listings'),
    slug: 'event-listings',
    title: 'Event Listings',
    description: 'Announce events with date, place and a registration link.',
    long_description:
      'A plugin for organisers: an Event Card block showing the date, the venue and a registration button, ready for meetups, concerts and workshops.',
    version: '0.9.0',
    module_type: 'plugin',
    icon: 'calendar',
    is_featured: false,
    downloads: 860,
    rating: 4.1,
    rating_count: 39,
    tags: ['events', 'calendar', 'plugin'],
    category: 'content',
    requirements: ['Atlas 1.x'],
    provides: {},
    blocks: [
      {
        type: 'event-card',
        label: 'Event Card',
        icon: 'calendar',
        template:
          '<article class="atlas-x-event-card"><p class="atlas-x-event-date">{{date}}</p><h3>{{title}}</h3><p>{{venue}}</p><p>{{description}}</p><a class="atlas-x-button" href="{{register_link}}">{{register_text}}</a></article>',
        fields: [
          { name: 'title', label: 'Event', kind: 'text', default: 'Community meetup' },
          { name: 'date', label: 'Date', kind: 'text', default: 'Saturday, 10:00' },
          { name: 'venue', label: 'Venue', kind: 'text', default: 'Town hall' },
          { name: 'description', label: 'Description', kind: 'textarea', default: '' },
          { name: 'register_link', label: 'Registration link', kind: 'url', default: '' },
          { name: 'register_text', label: 'Button text', kind: 'text', default: 'Register' },
        ],
      },
    ],
  },
];

/** What the demo account starts with: the shop's blocks in its builder (its demo shop sells from pages). */
export const DEMO_MODULES = ['commerce-blocks'];
