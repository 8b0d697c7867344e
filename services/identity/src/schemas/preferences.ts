import { Type, type Static } from '@atlas/service-kit';

export const THEMES = ['light', 'dark', 'system'] as const;
/** Languages the dashboard formats dates and numbers in (its texts are English). */
export const LANGUAGES = ['en', 'en-GB', 'fr', 'de', 'es', 'it', 'nl', 'pt'] as const;
/** The emails a user may turn off, each sent by the service that owns the matter. */
export const EMAIL_CATEGORIES = ['invitations', 'form_submissions', 'performance_alerts', 'orders', 'product_news'] as const;
export type EmailCategory = (typeof EMAIL_CATEGORIES)[number];

const oneOf = <T extends string>(values: readonly T[], errorMessage: string) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], errorMessage });

const Theme = oneOf(THEMES, 'Theme must be light, dark or system.');
const Language = oneOf(LANGUAGES, `Language must be one of ${LANGUAGES.join(', ')}.`);
const Timezone = Type.String({ minLength: 1, maxLength: 64, errorMessage: 'Timezone must be an IANA name such as Europe/Paris.' });

const emailFlags = Object.fromEntries(
  EMAIL_CATEGORIES.map((category) => [category, Type.Boolean({ errorMessage: `Email category ${category} must be true or false.` })]),
) as Record<EmailCategory, ReturnType<typeof Type.Boolean>>;

export const EmailPreferences = Type.Object(emailFlags, { additionalProperties: false });

export const Preferences = Type.Object({
  theme: Theme,
  language: Language,
  timezone: Type.String(),
  emails: EmailPreferences,
  updated_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type Preferences = Static<typeof Preferences>;

export const PreferencesChanges = Type.Object(
  {
    theme: Type.Optional(Theme),
    language: Type.Optional(Language),
    timezone: Type.Optional(Timezone),
    // categories it does not know are dropped, as every other unknown field (the kit's ajv)
    emails: Type.Optional(Type.Partial(EmailPreferences)),
  },
  { additionalProperties: false },
);
export type PreferencesChanges = Static<typeof PreferencesChanges>;
