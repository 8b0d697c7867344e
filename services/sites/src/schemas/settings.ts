import { Type } from '@atlas/service-kit';
import { WebAddress } from './common';

export const LANGUAGES = ['en', 'es', 'fr', 'de', 'it', 'pt'] as const;
export const TIMEZONES = [
  'UTC', 'America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles', 'Europe/London', 'Europe/Paris',
] as const;
export const THEMES = ['default', 'minimal', 'bold', 'professional'] as const;

const oneOf = <T extends readonly string[]>(values: T) => Type.Enum([...values]);

/** Site-wide settings of spec 1 §3, as the Site Settings modal edits them. All optional on PATCH. */
export const SiteSettingsPatch = Type.Object({
  favicon: Type.Optional(WebAddress),
  default_language: Type.Optional(oneOf(LANGUAGES)),
  timezone: Type.Optional(oneOf(TIMEZONES)),
  maintenance_mode: Type.Optional(Type.Boolean()),
  meta_title: Type.Optional(Type.String({ maxLength: 60 })),
  meta_description: Type.Optional(Type.String({ maxLength: 160 })),
  meta_keywords: Type.Optional(Type.String({ maxLength: 255 })),
  og_image: Type.Optional(WebAddress),
  allow_indexing: Type.Optional(Type.Boolean()),
  auto_generate_sitemap: Type.Optional(Type.Boolean()),
  theme: Type.Optional(oneOf(THEMES)),
  primary_color: Type.Optional(Type.String({ pattern: '^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$' })),
  custom_css: Type.Optional(Type.String({ maxLength: 100_000 })),
  custom_js: Type.Optional(Type.String({ maxLength: 100_000 })),
  force_https: Type.Optional(Type.Boolean()),
  www_redirect: Type.Optional(Type.Boolean()),
  google_analytics_id: Type.Optional(Type.String({ maxLength: 32, pattern: '^[A-Za-z0-9-]*$' })),
  facebook_pixel_id: Type.Optional(Type.String({ maxLength: 32, pattern: '^[0-9]*$' })),
  cookie_consent_enabled: Type.Optional(Type.Boolean()),
  password_protected: Type.Optional(Type.Boolean()),
  /** Write-only: stored hashed, never returned. */
  site_password: Type.Optional(Type.String({ minLength: 4, maxLength: 128 })),
  login_required: Type.Optional(Type.Boolean()),
  email_notifications: Type.Optional(Type.Boolean()),
  form_notifications: Type.Optional(Type.Boolean()),
  comment_notifications: Type.Optional(Type.Boolean()),
});

export interface SiteSettings {
  favicon: string;
  default_language: (typeof LANGUAGES)[number];
  timezone: (typeof TIMEZONES)[number];
  maintenance_mode: boolean;
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
  og_image: string;
  allow_indexing: boolean;
  auto_generate_sitemap: boolean;
  theme: (typeof THEMES)[number];
  primary_color: string;
  custom_css: string;
  custom_js: string;
  force_https: boolean;
  www_redirect: boolean;
  google_analytics_id: string;
  facebook_pixel_id: string;
  cookie_consent_enabled: boolean;
  password_protected: boolean;
  login_required: boolean;
  email_notifications: boolean;
  form_notifications: boolean;
  comment_notifications: boolean;
}

/** Spec 1 §9 defaults: the "on unless explicitly false" switches are true here. */
export const DEFAULT_SETTINGS: SiteSettings = {
  favicon: '',
  default_language: 'en',
  timezone: 'UTC',
  maintenance_mode: false,
  meta_title: '',
  meta_description: '',
  meta_keywords: '',
  og_image: '',
  allow_indexing: true,
  auto_generate_sitemap: true,
  theme: 'default',
  primary_color: '#3b82f6',
  custom_css: '',
  custom_js: '',
  force_https: true,
  www_redirect: false,
  google_analytics_id: '',
  facebook_pixel_id: '',
  cookie_consent_enabled: false,
  password_protected: false,
  login_required: false,
  email_notifications: true,
  form_notifications: true,
  comment_notifications: true,
};

export const SETTING_NAMES = Object.keys(DEFAULT_SETTINGS) as (keyof SiteSettings)[];

/** Stored settings merged over the defaults, so a setting added later reads its default. */
export function withDefaults(stored: Partial<SiteSettings> | null | undefined): SiteSettings {
  return { ...DEFAULT_SETTINGS, ...(stored ?? {}) };
}
