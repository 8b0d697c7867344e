import {
  DEFAULT_SITE_SETTINGS,
  LANGUAGES as SITE_LANGUAGES,
  META_DESCRIPTION_MAX,
  META_TITLE_MAX,
  SITE_THEMES,
  TIMEZONES as SITE_TIMEZONES,
} from '@atlas/sites/contract';
import type { Site, SiteSettings } from '../api/types';

/** The site settings' option lists (labels for the contract's values) and defaults: the sites service's own. */
const LANGUAGE_NAMES: Record<(typeof SITE_LANGUAGES)[number], string> = {
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  de: 'German',
  it: 'Italian',
  pt: 'Portuguese',
};
const capitalised = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);
export const LANGUAGES = SITE_LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }));
export const TIMEZONES = SITE_TIMEZONES.map((zone) => ({ value: zone, label: zone }));
export const THEMES = SITE_THEMES.map((value) => ({ value, label: capitalised(value) }));
export { META_TITLE_MAX, META_DESCRIPTION_MAX };

export const SETTINGS_DEFAULTS: SiteSettings = DEFAULT_SITE_SETTINGS;

export type EditableField = keyof SiteSettings | 'name' | 'description' | 'custom_domain';
export type PendingChanges = Partial<Record<EditableField, unknown>>;

/** What a field shows: the pending edit, else the site's value, else the default. */
export function currentValue(site: Site, pending: PendingChanges, field: EditableField): unknown {
  if (field in pending) return pending[field];
  const stored = (site as unknown as Record<string, unknown>)[field];
  if (stored !== undefined && stored !== null) return stored;
  return field === 'site_password' ? '' : ((SETTINGS_DEFAULTS as unknown as Record<string, unknown>)[field] ?? '');
}

/** Record an edit; an edit back to the saved value is no longer a pending change. The password is write-only. */
export function withChange(site: Site, pending: PendingChanges, field: EditableField, value: unknown): PendingChanges {
  const next = { ...pending, [field]: value };
  const saved = field === 'site_password' ? '' : currentValue(site, {}, field);
  if (saved === value) delete next[field];
  return next;
}
