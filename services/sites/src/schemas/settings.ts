import { Type, type Static } from '@atlas/service-kit';
import { WebAddress } from './common';
import { DEFAULT_SITE_SETTINGS, LANGUAGES, META_DESCRIPTION_MAX, META_TITLE_MAX, SITE_THEMES, TIMEZONES } from '../rules/site-rules';

/** Every site-wide setting, as the Site Settings modal edits them and as a site answers them. */
const settingFields = {
  favicon: WebAddress,
  default_language: Type.Enum(LANGUAGES),
  timezone: Type.Enum(TIMEZONES),
  maintenance_mode: Type.Boolean(),
  meta_title: Type.String({ maxLength: META_TITLE_MAX }),
  meta_description: Type.String({ maxLength: META_DESCRIPTION_MAX }),
  meta_keywords: Type.String({ maxLength: 255 }),
  og_image: WebAddress,
  allow_indexing: Type.Boolean(),
  auto_generate_sitemap: Type.Boolean(),
  theme: Type.Enum(SITE_THEMES),
  primary_color: Type.String({ pattern: '^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$' }),
  custom_css: Type.String({ maxLength: 100_000 }),
  custom_js: Type.String({ maxLength: 100_000 }),
  force_https: Type.Boolean(),
  www_redirect: Type.Boolean(),
  google_analytics_id: Type.String({ maxLength: 32, pattern: '^[A-Za-z0-9-]*$' }),
  facebook_pixel_id: Type.String({ maxLength: 32, pattern: '^[0-9]*$' }),
  cookie_consent_enabled: Type.Boolean(),
  // Atlas's own cookie-less visit counting on the public pages (on unless the owner turns it off).
  analytics_enabled: Type.Boolean(),
  password_protected: Type.Boolean(),
  login_required: Type.Boolean(),
  email_notifications: Type.Boolean(),
  form_notifications: Type.Boolean(),
  comment_notifications: Type.Boolean(),
};

export const SiteSettings = Type.Object(settingFields);
export type SiteSettings = Static<typeof SiteSettings>;

/** The settings a PATCH may carry: any of them, and the site password (write-only: stored hashed, never answered). */
export const SiteSettingsPatch = Type.Partial(
  Type.Object({
    ...settingFields,
    site_password: Type.String({ minLength: 4, maxLength: 128 }),
  }),
);

export const DEFAULT_SETTINGS: SiteSettings = DEFAULT_SITE_SETTINGS;

export const SETTING_NAMES = Object.keys(settingFields) as (keyof SiteSettings)[];

/** Stored settings merged over the defaults, so a setting added later reads its default. */
export function withDefaults(stored: Partial<SiteSettings> | null | undefined): SiteSettings {
  return { ...DEFAULT_SETTINGS, ...(stored ?? {}) };
}
