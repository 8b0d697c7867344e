import { PreviewInfo, Type, type Static } from '@atlas/service-kit';
import { NullableTimestamp, Slug, Timestamp } from './common';
import { Block } from './blocks';
import { Navigation } from './navigation';
import { SiteSettings } from './settings';
import { FieldValue } from './submissions';
import { ResolvedTheme } from './themes';

export const PublicSiteParams = Type.Object({ siteSlug: Slug });
export const PublicPageParams = Type.Object({ siteSlug: Slug, pageSlug: Slug });

export const UnlockBody = Type.Object({ password: Type.String({ minLength: 1, maxLength: 128 }) });

export const MAX_FORM_FIELDS = 50;

/**
 * A visitor's contact-form submission: the fields under `data` (the public page's island sends
 * `{ form_id, page, data }`), or flat beside `form_name`/`page_slug`.
 */
export const FormSubmissionBody = Type.Object(
  {
    form_name: Type.Optional(Type.String({ maxLength: 100 })),
    form_id: Type.Optional(Type.String({ maxLength: 100 })),
    page_slug: Type.Optional(Type.String({ maxLength: 100 })),
    page: Type.Optional(Type.String({ maxLength: 300 })),
    data: Type.Optional(Type.Record(Type.String({ maxLength: 100 }), FieldValue, { maxProperties: MAX_FORM_FIELDS })),
  },
  { additionalProperties: FieldValue, maxProperties: MAX_FORM_FIELDS + 5 },
);
export type FormSubmissionBody = Static<typeof FormSubmissionBody>;

const settings = SiteSettings.properties;

/** What a visitor's renderer needs of a site: presentation and SEO settings, nothing private. */
export const PublicSite = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  description: Type.String(),
  logo_url: Type.String(),
  domain: Type.String(),
  /** Where the site lives (canonical URLs, sitemaps, Open Graph): its primary domain or subdomain; null: served by path. */
  primary_origin: Type.Union([Type.String(), Type.Null()]),
  favicon: settings.favicon,
  default_language: settings.default_language,
  meta_title: settings.meta_title,
  meta_description: settings.meta_description,
  meta_keywords: settings.meta_keywords,
  og_image: settings.og_image,
  allow_indexing: settings.allow_indexing,
  auto_generate_sitemap: settings.auto_generate_sitemap,
  theme: settings.theme,
  primary_color: settings.primary_color,
  custom_css: settings.custom_css,
  custom_js: settings.custom_js,
  maintenance_mode: settings.maintenance_mode,
  password_protected: settings.password_protected,
  cookie_consent_enabled: settings.cookie_consent_enabled,
  analytics_enabled: settings.analytics_enabled,
  google_analytics_id: settings.google_analytics_id,
  facebook_pixel_id: settings.facebook_pixel_id,
  published_at: NullableTimestamp,
  updated_at: Timestamp,
  /** The site theme resolved (theme, variation, customisation); null: the Site Settings `theme` and `primary_color` apply. */
  site_theme: Type.Union([ResolvedTheme, Type.Null()]),
});
export type PublicSite = Static<typeof PublicSite>;

export const PublicPageSummary = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  slug: Type.String(),
  is_home_page: Type.Boolean(),
  page_type: Type.String(),
  updated_at: Timestamp,
});
export type PublicPageSummary = Static<typeof PublicPageSummary>;

export const PublicPage = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  slug: Type.String(),
  blocks: Type.Array(Block),
  page_type: Type.String(),
  is_home_page: Type.Boolean(),
  meta_title: Type.String(),
  meta_description: Type.String(),
  updated_at: Timestamp,
});
export type PublicPage = Static<typeof PublicPage>;

/** `GET /api/builder/public_site/{siteSlug}/`: the site, its published pages and its menu. */
export const PublicSiteData = Type.Object({
  site: PublicSite,
  pages: Type.Array(PublicPageSummary),
  navigation: Navigation,
});
export type PublicSiteData = Static<typeof PublicSiteData>;

/** `GET /api/builder/public/{siteSlug}/[{pageSlug}/]`: `fallback` says a missing page was answered with the home page. */
export const PublicPageData = Type.Object({
  site: PublicSite,
  page: PublicPage,
  navigation: Navigation,
  fallback: Type.Boolean(),
});
export type PublicPageData = Static<typeof PublicPageData>;

/** `GET /api/builder/preview/{token}/`: the public page's answer with the page's current draft, and when the link expires. */
export const PagePreviewData = Type.Object({ ...PublicPageData.properties, preview: PreviewInfo });
export type PagePreviewData = Static<typeof PagePreviewData>;

/** The 401 of a password-protected site: just enough of it to draw the password form. */
export const LockedSite = Type.Object({
  detail: Type.String(),
  password_protected: Type.Literal(true),
  site: Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    slug: Type.String(),
    logo_url: Type.String(),
    favicon: settings.favicon,
    default_language: settings.default_language,
    primary_color: settings.primary_color,
  }),
});
export type LockedSite = Static<typeof LockedSite>;

/** `GET /api/builder/public/primary/`: the site the platform's root `/` shows (`ATLAS_ROOT_SITE`). */
export const PrimarySite = Type.Object({ site_id: Type.Integer(), slug: Type.String(), name: Type.String() });
export type PrimarySite = Static<typeof PrimarySite>;

/** The token goes back in `x-site-access`; null when the site is not protected. */
export const SiteUnlocked = Type.Object({ success: Type.Literal(true), token: Type.Union([Type.String(), Type.Null()]) });
export type SiteUnlocked = Static<typeof SiteUnlocked>;

export const UnlockRefused = Type.Object({ detail: Type.String(), success: Type.Literal(false) });

export const FormReceived = Type.Object({ success: Type.Literal(true), id: Type.Integer(), message: Type.String() });
export type FormReceived = Static<typeof FormReceived>;
