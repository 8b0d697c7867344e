// The product's rules for sites that the builder applies as it previews and the service applies as
// it decides. Front ends import this file (through ./contract) into their bundles: it must import
// nothing and stay a few plain values.

/** A slug: lowercase letters and digits in words joined by single hyphens. */
export const SLUG_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';
export const SLUG_MAX_LENGTH = 100;

/**
 * The slug derived from a name or title: accents folded (é → e), lowercase, characters other than
 * letters, digits, spaces and hyphens removed, spaces turned into hyphens, repeated hyphens collapsed,
 * no hyphen at either end. "Café Menu" → "cafe-menu".
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A site's address before it has a domain of its own. */
export const siteDomain = (slug: string) => `${slug}.atlas.site`;

export const LANGUAGES = ['en', 'es', 'fr', 'de', 'it', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];

export const TIMEZONES = [
  'UTC',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'Europe/London',
  'Europe/Paris',
] as const;
export type Timezone = (typeof TIMEZONES)[number];

export const SITE_THEMES = ['default', 'minimal', 'bold', 'professional'] as const;

/** The template library's categories. */
export const TEMPLATE_CATEGORIES = ['landing', 'business', 'portfolio', 'blog', 'ecommerce', 'creative', 'education', 'nonprofit'] as const;
export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];
export type SiteTheme = (typeof SITE_THEMES)[number];

/** Search engines show about this much of a title and a description. */
export const META_TITLE_MAX = 60;
export const META_DESCRIPTION_MAX = 160;

/**
 * What a new site starts with. HTTPS, the sitemap, indexing and the three kinds of notification are
 * on until the owner turns them off; everything else is off or empty.
 */
export const DEFAULT_SITE_SETTINGS = {
  favicon: '',
  default_language: 'en' as Language,
  timezone: 'UTC' as Timezone,
  maintenance_mode: false,
  meta_title: '',
  meta_description: '',
  meta_keywords: '',
  og_image: '',
  allow_indexing: true,
  auto_generate_sitemap: true,
  theme: 'default' as SiteTheme,
  primary_color: '#3b82f6',
  custom_css: '',
  custom_js: '',
  force_https: true,
  www_redirect: false,
  google_analytics_id: '',
  facebook_pixel_id: '',
  cookie_consent_enabled: false,
  analytics_enabled: true,
  password_protected: false,
  login_required: false,
  email_notifications: true,
  form_notifications: true,
  comment_notifications: true,
};
