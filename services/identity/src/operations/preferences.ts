import type { AtlasApp } from '@atlas/service-kit';
import { httpError } from '@atlas/service-kit';
import { preferencesRepository, type PreferencesRow } from '../repositories/preferences';
import { EMAIL_CATEGORIES, type EmailCategory, type Preferences, type PreferencesChanges } from '../schemas/preferences';
import { publishUserPreferencesChanged } from '../events/preferences-changed';

/** What a user who never saved settings gets: the browser's theme, English, UTC, every email. */
export const DEFAULT_PREFERENCES = { theme: 'system', language: 'en', timezone: 'UTC' } as const;

const allEmails = (saved: Partial<Record<EmailCategory, boolean>> = {}) =>
  Object.fromEntries(EMAIL_CATEGORIES.map((category) => [category, saved[category] ?? true])) as Record<EmailCategory, boolean>;

function present(row: PreferencesRow | undefined): Preferences {
  if (!row) return { ...DEFAULT_PREFERENCES, emails: allEmails(), updated_at: null };
  return {
    theme: row.theme as Preferences['theme'],
    language: row.language as Preferences['language'],
    timezone: row.timezone,
    emails: allEmails(row.emails),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

/** The IANA name as the runtime spells it ("europe/paris" → "Europe/Paris"), or a 400. */
export function canonicalTimezone(name: string): string {
  try {
    return new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    throw httpError(400, `Unknown timezone "${name}": use an IANA name such as Europe/Paris.`, { timezone: ['Unknown timezone.'] });
  }
}

export async function readPreferences(app: Pick<AtlasApp, 'db'>, userId: number): Promise<Preferences> {
  return present(await preferencesRepository(app.db).find(userId));
}

/** Merges the changes into the saved settings and announces them (the mail senders honour `emails`). */
export async function changePreferences(
  app: Pick<AtlasApp, 'db' | 'events'>,
  userId: number,
  changes: PreferencesChanges,
): Promise<Preferences> {
  const timezone = changes.timezone === undefined ? undefined : canonicalTimezone(changes.timezone);
  return app.db.transaction(async (trx) => {
    const repository = preferencesRepository(trx);
    const current = present(await repository.findForUpdate(userId));
    const next = {
      theme: changes.theme ?? current.theme,
      language: changes.language ?? current.language,
      timezone: timezone ?? current.timezone,
      emails: { ...current.emails, ...changes.emails },
    };
    const saved = present(await repository.save(userId, next));
    await publishUserPreferencesChanged(app, trx, {
      user_id: userId,
      emails: saved.emails,
      language: saved.language,
      timezone: saved.timezone,
    });
    return saved;
  });
}
