import { useEffect, useId, useState, type FormEvent } from 'react';
import {
  Button,
  Card,
  ErrorState,
  PageHeader,
  Select,
  Skeleton,
  applyThemeChoice,
  errorText,
  readThemeChoice,
  useToast,
  type ThemeChoice,
} from '@atlas/shell-kit';
import { usePreferences, useSavePreferences, type EmailCategory, type Preferences } from './preferences';
import './account.css';

const THEMES: { value: ThemeChoice; label: string; hint: string }[] = [
  { value: 'light', label: 'Light', hint: 'Dark text on light surfaces' },
  { value: 'dark', label: 'Dark', hint: 'Light text on dark surfaces' },
  { value: 'system', label: 'System', hint: "Follows your device's setting" },
];

const LANGUAGES: { value: Preferences['language']; label: string }[] = [
  { value: 'en', label: 'English (United States)' },
  { value: 'en-GB', label: 'English (United Kingdom)' },
  { value: 'fr', label: 'Français' },
  { value: 'de', label: 'Deutsch' },
  { value: 'es', label: 'Español' },
  { value: 'it', label: 'Italiano' },
  { value: 'nl', label: 'Nederlands' },
  { value: 'pt', label: 'Português' },
];

const EMAILS: Record<EmailCategory, { label: string; hint: string }> = {
  invitations: { label: 'Invitations', hint: 'When someone invites you to a site or accepts your invitation' },
  form_submissions: { label: 'Form submissions', hint: "When a visitor sends one of your sites' forms" },
  performance_alerts: { label: 'Performance alerts', hint: 'When page speed or the system crosses an alert threshold' },
  orders: { label: 'Orders', hint: 'When an order is placed or cancelled in your shop' },
  product_news: { label: 'Product news', hint: 'Occasional news about Atlas features' },
};

function timezones(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set(['UTC', current, ...known])];
}

type Form = Omit<Preferences, 'updated_at'>;

function SettingsForm({ saved }: { saved: Preferences }) {
  const [form, setForm] = useState<Form>(() => ({ ...saved, theme: saved.updated_at ? saved.theme : readThemeChoice() }));
  const save = useSavePreferences();
  const toast = useToast();
  const themeHeading = useId();
  const emailHeading = useId();

  // What the server keeps wins over this browser's copy (another device may have changed it).
  useEffect(() => {
    if (saved.updated_at && saved.theme !== readThemeChoice()) applyThemeChoice(saved.theme);
  }, [saved.updated_at, saved.theme]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { theme, language, timezone, emails } = form;
    save.mutate(
      { theme, language, timezone, emails },
      {
        onSuccess: (next) => {
          applyThemeChoice(next.theme);
          toast.success('Settings saved');
        },
      },
    );
  };

  return (
    <form className="account-settings" onSubmit={submit} aria-describedby={save.isError ? 'settings-error' : undefined}>
      <Card>
        <fieldset className="account-fieldset">
          <legend id={themeHeading} className="account-legend">
            Theme
          </legend>
          <div className="account-choices" role="radiogroup" aria-labelledby={themeHeading}>
            {THEMES.map((theme) => (
              <label key={theme.value} className="account-choice">
                <input
                  type="radio"
                  name="theme"
                  value={theme.value}
                  checked={form.theme === theme.value}
                  onChange={() => {
                    setForm({ ...form, theme: theme.value });
                    applyThemeChoice(theme.value);
                  }}
                />
                <span>
                  <strong>{theme.label}</strong>
                  <span className="account-hint">{theme.hint}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      </Card>

      <Card>
        <fieldset className="account-fieldset">
          <legend className="account-legend">Language and time</legend>
          <div className="account-grid">
            <Select
              label="Language"
              value={form.language}
              options={LANGUAGES}
              onChange={(event) => setForm({ ...form, language: event.target.value as Form['language'] })}
            />
            <Select
              label="Timezone"
              value={form.timezone}
              options={timezones(form.timezone).map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }))}
              onChange={(event) => setForm({ ...form, timezone: event.target.value })}
            />
          </div>
          <p className="account-hint">
            Dates on your account screens are shown in this language and timezone. The dashboard's texts are in English.
          </p>
        </fieldset>
      </Card>

      <Card>
        <fieldset className="account-fieldset">
          <legend id={emailHeading} className="account-legend">
            Emails you receive
          </legend>
          <ul className="account-checks" aria-labelledby={emailHeading}>
            {(Object.keys(EMAILS) as EmailCategory[]).map((category) => (
              <li key={category}>
                <label className="account-choice">
                  <input
                    type="checkbox"
                    checked={form.emails[category]}
                    onChange={(event) => setForm({ ...form, emails: { ...form.emails, [category]: event.target.checked } })}
                  />
                  <span>
                    <strong>{EMAILS[category].label}</strong>
                    <span className="account-hint">{EMAILS[category].hint}</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      </Card>

      {save.isError && (
        <p id="settings-error" className="account-error" role="alert">
          {errorText(save.error, 'Your settings could not be saved.')}
        </p>
      )}
      <div className="account-actions">
        <Button type="submit" loading={save.isPending}>
          Save settings
        </Button>
      </div>
    </form>
  );
}

/** /dashboard/settings: the signed-in user's theme, language, timezone and emails, kept by identity. */
export function SettingsScreen() {
  const preferences = usePreferences();
  return (
    <div className="atlas-screen">
      <PageHeader title="Settings" subtitle="How the dashboard looks for you, and which emails you receive." />
      {preferences.isPending ? (
        <Card aria-busy="true">
          <Skeleton height={160} />
        </Card>
      ) : preferences.isError ? (
        <ErrorState message="Your settings could not be loaded." onRetry={() => void preferences.refetch()} retryLabel="Retry" />
      ) : (
        <SettingsForm saved={preferences.data} />
      )}
    </div>
  );
}
