import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button, Card, ErrorState, PageHeader, Select, Skeleton, errorText, useAuth, useToast } from '@atlas/shell-kit';
import { useDateFormat } from '../account/preferences';
import { useSaveSecuritySettings, useSecuritySettings, type SecuritySettings } from './security-settings';
import '../account/account.css';

const LIFETIMES: { hours: number; label: string }[] = [
  { hours: 1, label: '1 hour' },
  { hours: 8, label: '8 hours' },
  { hours: 24, label: '1 day' },
  { hours: 72, label: '3 days' },
  { hours: 168, label: '7 days' },
  { hours: 336, label: '14 days' },
  { hours: 720, label: '30 days' },
  { hours: 2160, label: '90 days' },
];

/** The choices, with the saved lifetime among them even when the API set one of its own. */
function lifetimeOptions(saved: number) {
  const known = LIFETIMES.some((lifetime) => lifetime.hours === saved);
  const all = known ? LIFETIMES : [...LIFETIMES, { hours: saved, label: `${saved} hours` }].sort((a, b) => a.hours - b.hours);
  return all.map((lifetime) => ({ value: String(lifetime.hours), label: lifetime.label }));
}

function SecurityForm({ saved }: { saved: SecuritySettings }) {
  const [requireTwoFactor, setRequireTwoFactor] = useState(saved.require_staff_two_factor);
  const [lifetimeHours, setLifetimeHours] = useState(saved.session_lifetime_hours);
  const save = useSaveSecuritySettings();
  const toast = useToast();
  const { user } = useAuth();
  const formatDate = useDateFormat();
  const ownSecondFactorMissing = !user?.two_factor_enabled && !saved.require_staff_two_factor;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { require_staff_two_factor: requireTwoFactor, session_lifetime_hours: lifetimeHours },
      { onSuccess: () => toast.success('Security settings saved') },
    );
  };

  return (
    <form className="account-settings" onSubmit={submit}>
      <Card>
        <fieldset className="account-fieldset">
          <legend className="account-legend">Two-factor authentication</legend>
          <label className="account-choice">
            <input type="checkbox" checked={requireTwoFactor} onChange={(event) => setRequireTwoFactor(event.target.checked)} />
            <span>
              <strong>Require two-factor authentication for staff</strong>
              <span className="account-hint">
                A staff account without it keeps its own sites but cannot open the staff tools until it sets it up: at its next sign-in, and
                within 15 minutes for sessions already open.
              </span>
            </span>
          </label>
          {ownSecondFactorMissing && (
            <p className="account-hint">
              Turn on two-factor authentication for your own account first, in your <Link to="/dashboard/profile">Profile</Link>.
            </p>
          )}
        </fieldset>
      </Card>

      <Card>
        <fieldset className="account-fieldset">
          <legend className="account-legend">Sessions</legend>
          <Select
            label="Session lifetime"
            value={String(lifetimeHours)}
            options={lifetimeOptions(saved.session_lifetime_hours)}
            onChange={(event) => setLifetimeHours(Number(event.target.value))}
          />
          <p className="account-hint">
            Everyone signing in from now on is signed out this long after signing in. Sessions already open keep their end.
          </p>
        </fieldset>
      </Card>

      {save.isError && (
        <p className="account-error" role="alert">
          {errorText(save.error, 'The security settings could not be saved.')}
        </p>
      )}
      <div className="account-actions">
        {saved.updated_at && (
          <p className="account-hint">
            Last changed {formatDate(saved.updated_at)}
            {saved.updated_by ? ` by ${saved.updated_by.username}` : ''}
          </p>
        )}
        <Button type="submit" loading={save.isPending}>
          Save security settings
        </Button>
      </div>
    </form>
  );
}

/** /dashboard/admin/security (staff): whether staff must have a second factor, and how long a session lasts. */
export function SecurityScreen() {
  const settings = useSecuritySettings();
  return (
    <div className="atlas-screen">
      <PageHeader title="Security" subtitle="Sign-in rules for every account on the platform." />
      {settings.isPending ? (
        <Card aria-busy="true">
          <Skeleton height={160} />
        </Card>
      ) : settings.isError ? (
        <ErrorState
          message={errorText(settings.error, 'The security settings could not be loaded.')}
          onRetry={() => void settings.refetch()}
          retryLabel="Retry"
        />
      ) : (
        <SecurityForm key={settings.data.updated_at ?? 'defaults'} saved={settings.data} />
      )}
    </div>
  );
}
