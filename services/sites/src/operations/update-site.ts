import { httpError } from '@atlas/service-kit';
import type { Deps } from '../deps';
import { isUniqueViolation } from '../repositories/db';
import type { SiteChanges, SiteRow } from '../repositories/sites';
import { SETTING_NAMES, withDefaults, type SiteSettings } from '../schemas/settings';
import type { UpdateSiteBody } from '../schemas/sites';
import { publishSiteEvent } from '../events/published';
import { hashSitePassword } from './site-password';
import { SITE_SLUG_TAKEN, assertSiteSlugFree } from './site-slugs';

const SITE_FIELDS = ['name', 'description', 'logo_url', 'custom_domain'] as const;

/**
 * Applies a PATCH: only the fields sent change (a client may send the whole site back), settings flat
 * or under `settings`, a new site password stored hashed. A protected site needs a password.
 */
export async function updateSite(deps: Deps, site: SiteRow, body: UpdateSiteBody): Promise<SiteRow> {
  const { db, repos, events } = deps;
  const fields = body as Record<string, unknown>;
  const changes: SiteChanges = {};

  for (const field of SITE_FIELDS) {
    if (fields[field] !== undefined) changes[field] = (fields[field] === null ? null : String(fields[field])) as never;
  }
  if (typeof body.slug === 'string' && body.slug !== site.slug) {
    await assertSiteSlugFree(repos, body.slug, site.id);
    changes.slug = body.slug;
  }

  const settingChanges: Partial<SiteSettings> = {};
  for (const source of [fields, (body.settings ?? {}) as Record<string, unknown>]) {
    for (const name of SETTING_NAMES) if (source[name] !== undefined) (settingChanges as Record<string, unknown>)[name] = source[name];
  }
  const newPassword = body.site_password ?? body.settings?.site_password;
  if (newPassword !== undefined) changes.password_hash = hashSitePassword(newPassword);
  const settings = withDefaults({ ...site.settings, ...settingChanges });
  if (settings.password_protected && !(changes.password_hash ?? site.password_hash)) {
    throw httpError(400, 'Set a site password to protect the site');
  }
  if (Object.keys(settingChanges).length > 0) changes.settings = { ...site.settings, ...settingChanges };

  if (Object.keys(changes).length === 0) return site;
  try {
    return await db.transaction(async (trx) => {
      const updated = await repos.sites.update(site.id, changes, trx);
      const changed = [...Object.keys(changes).filter((k) => k !== 'settings' && k !== 'password_hash'), ...Object.keys(settingChanges)];
      if (changes.password_hash) changed.push('site_password');
      await publishSiteEvent(events, trx, 'updated', updated, { changed, previous_slug: site.slug });
      return updated;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw httpError(400, SITE_SLUG_TAKEN);
    throw error;
  }
}
