import type { Site, SiteSettings } from '../api/types';

/** The site settings' option lists and defaults. */
export const LANGUAGES = [
  { value: 'en', label: 'English' }, { value: 'es', label: 'Spanish' }, { value: 'fr', label: 'French' },
  { value: 'de', label: 'German' }, { value: 'it', label: 'Italian' }, { value: 'pt', label: 'Portuguese' },
];
export const TIMEZONES = ['UTC', 'America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles', 'Europe/London', 'Europe/Paris']
  .map((zone) => ({ value: zone, label: zone }));
export const THEMES = [
  { value: 'default', label: 'Default' }, { value: 'minimal', label: 'Minimal' }, { value: 'bold', label: 'Bold' }, { value: 'professional', label: 'Professional' },
];
export const META_TITLE_MAX = 60;
export const META_DESCRIPTION_MAX = 160;

export const SETTINGS_DEFAULTS: SiteSettings = {
  favicon: '', default_language: 'en', timezone: 'UTC', maintenance_mode: false,
  meta_title: '', meta_description: '', meta_keywords: '', og_image: '', allow_indexing: true, auto_generate_sitemap: true,
  theme: 'default', primary_color: '#3b82f6', custom_css: '', custom_js: '',
  force_https: true, www_redirect: false,
  google_analytics_id: '', facebook_pixel_id: '', cookie_consent_enabled: false,
  password_protected: false, login_required: false,
  email_notifications: true, form_notifications: true, comment_notifications: true,
};

export type EditableField = keyof SiteSettings | 'name' | 'description' | 'custom_domain';
export type PendingChanges = Partial<Record<EditableField, unknown>>;

/** What a field shows: the pending edit, else the site's value, else the default. */
export function currentValue(site: Site, pending: PendingChanges, field: EditableField): unknown {
  if (field in pending) return pending[field];
  const stored = (site as unknown as Record<string, unknown>)[field];
  if (stored !== undefined && stored !== null) return stored;
  return field === 'site_password' ? '' : (SETTINGS_DEFAULTS as unknown as Record<string, unknown>)[field] ?? '';
}

/** Record an edit; an edit back to the saved value is no longer a pending change. The password is write-only. */
export function withChange(site: Site, pending: PendingChanges, field: EditableField, value: unknown): PendingChanges {
  const next = { ...pending, [field]: value };
  const saved = field === 'site_password' ? '' : currentValue(site, {}, field);
  if (saved === value) delete next[field];
  return next;
}
