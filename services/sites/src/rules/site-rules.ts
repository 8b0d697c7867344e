// The product's rules for sites that the builder applies as it previews and the service applies as
// it decides. Front ends import this file (through ./contract) into their bundles: it must import
// nothing and stay a few plain values.

/** A slug: lowercase letters and digits in words joined by single hyphens. */
export const SLUG_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';
export const SLUG_MAX_LENGTH = 100;

/** Letters Unicode does not split into a base letter and an accent, folded by hand (Straße → strasse). */
const FOLDED_LETTERS: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ð: 'd', ł: 'l', þ: 'th', ı: 'i' };

/**
 * The slug derived from a name or title, the one rule of the product: accents folded (é → e, ß → ss),
 * lowercase, characters other than letters, digits, spaces and hyphens removed, spaces turned into
 * hyphens, repeated hyphens collapsed, cut to `maxLength`, no hyphen at either end.
 * "Café Menu" → "cafe-menu", "Ünïcödé Straße" → "unicode-strasse".
 */
export function slugify(text: string, maxLength: number = SLUG_MAX_LENGTH): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[ßæœøđðłþı]/g, (letter) => FOLDED_LETTERS[letter])
    .replace(/[^a-z0-9\s-]/g, '')
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-/, '')
    .slice(0, maxLength)
    .replace(/-$/, '');
}

/** Room left for a `-N` (the first free of -2, -3 ...) in the SLUG_MAX_LENGTH characters a slug may have. */
export const DERIVED_SLUG_LENGTH = SLUG_MAX_LENGTH - 10;

/** The slug a new page, post or site gets from its title or name, with room for a `-N`; `fallback` when nothing is left. */
export const derivedSlug = (name: string, fallback: string) => slugify(name, DERIVED_SLUG_LENGTH) || fallback;

/** A site's address before it has a domain of its own. */
export const siteDomain = (slug: string) => `${slug}.atlas.site`;

/** What primaryOrigin reads of the environment (the service passes process.env; no default: this file runs in browsers too). */
export type SiteOriginEnv = Partial<Record<'ATLAS_SITES_DOMAIN' | 'ATLAS_SITES_SCHEME' | 'ATLAS_SITES_PORT', string>>;

/**
 * Where a site lives (docs/contracts.md "Sites on their own origin"): its verified domain marked primary,
 * else `{slug}.<ATLAS_SITES_DOMAIN>`, as `<scheme>://<host>[:<port>]`; null when neither exists (the site
 * is served by path, `/live/{slug}`). `ATLAS_SITES_SCHEME` is https unless it says http; `ATLAS_SITES_PORT`
 * is appended unless it is the scheme's default.
 */
export function primaryOrigin(
  site: { slug: string },
  domains: readonly { hostname: string; primary: boolean; status?: string }[],
  env: SiteOriginEnv,
): string | null {
  const primary = domains.find((domain) => domain.primary && (domain.status === undefined || domain.status === 'verified'));
  const sitesDomain = (env.ATLAS_SITES_DOMAIN ?? '').trim().toLowerCase().replace(/\.$/, '');
  const host = primary?.hostname ?? (sitesDomain ? `${site.slug}.${sitesDomain}` : null);
  if (!host) return null;
  const scheme = env.ATLAS_SITES_SCHEME?.trim().toLowerCase() === 'http' ? 'http' : 'https';
  const port = Number(env.ATLAS_SITES_PORT?.trim());
  const defaultPort = scheme === 'http' ? 80 : 443;
  const shownPort = Number.isInteger(port) && port > 0 && port < 65536 && port !== defaultPort ? `:${port}` : '';
  return `${scheme}://${host}${shownPort}`;
}

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
