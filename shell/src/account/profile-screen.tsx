import { useEffect, useState, type FormEvent } from 'react';
import {
  Badge,
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  Input,
  PageHeader,
  Skeleton,
  errorText,
  fieldErrors,
  formatDate,
  formatRelative,
  useAuth,
  useToast,
  type SessionSummary,
} from '@atlas/shell-kit';
import { useChangePassword, useSessions, useSignOutOtherSessions, useSignOutSession, useUpdateProfile } from './account-api';
import { TwoFactorSection } from './two-factor-section';
import './account.css';

/** /dashboard/profile: the signed-in user's name, email, password, second factor and sessions. */
export function ProfileScreen() {
  return (
    <div className="atlas-account">
      <PageHeader title="Profile" subtitle="Your account, your password and where you are signed in." />
      <AccountDetails />
      <PasswordChangeForm />
      <TwoFactorSection />
      <ActiveSessions />
    </div>
  );
}

function AccountDetails() {
  const { user } = useAuth();
  const toast = useToast();
  const update = useUpdateProfile();
  const [username, setUsername] = useState(user?.username ?? '');
  const [email, setEmail] = useState(user?.email ?? '');
  useEffect(() => {
    setUsername(user?.username ?? '');
    setEmail(user?.email ?? '');
  }, [user?.username, user?.email]);
  const errors = update.error ? fieldErrors(update.error) : {};
  const changed = username !== user?.username || email !== user?.email;

  const save = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { ...(username !== user?.username && { username }), ...(email !== user?.email && { email }) },
      { onSuccess: () => toast.success('Account details saved.') },
    );
  };

  return (
    <Card title="Account">
      <form className="atlas-account__form" onSubmit={save} noValidate>
        <Input
          label="Username"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          required
          autoComplete="username"
          error={errors.username}
        />
        <Input
          label="Email"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          required
          autoComplete="email"
          error={errors.email}
        />
        {update.error && !errors.username && !errors.email && (
          <p className="atlas-account__error" role="alert">
            {errorText(update.error, 'Failed to save your account details')}
          </p>
        )}
        <div className="atlas-account__actions">
          <Button type="submit" loading={update.isPending} disabled={!changed}>
            Save
          </Button>
        </div>
      </form>
    </Card>
  );
}

const MISMATCH = 'The two new passwords differ.';

function PasswordChangeForm() {
  const toast = useToast();
  const change = useChangePassword();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const errors = change.error ? fieldErrors(change.error) : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (next !== confirmation) return setMismatch(true);
    setMismatch(false);
    change.mutate(
      { current_password: current, new_password: next },
      {
        onSuccess: (result) => {
          setCurrent('');
          setNext('');
          setConfirmation('');
          const others = result.signed_out_sessions;
          toast.success(
            others > 0 ? `Password changed. ${others} other session${others === 1 ? ' was' : 's were'} signed out.` : 'Password changed.',
          );
        },
      },
    );
  };

  return (
    <Card title="Password">
      <form className="atlas-account__form" onSubmit={submit} noValidate>
        <Input
          label="Current password"
          type="password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
          required
          autoComplete="current-password"
          error={errors.current_password}
        />
        <Input
          label="New password"
          type="password"
          value={next}
          onChange={(e) => setNext(e.target.value)}
          required
          autoComplete="new-password"
          hint="8 to 128 characters. Your other sessions are signed out; this one stays."
          error={
            errors.new_password ??
            (change.error && !errors.current_password ? errorText(change.error, 'Failed to change the password') : null)
          }
        />
        <Input
          label="Confirm new password"
          type="password"
          value={confirmation}
          onChange={(e) => setConfirmation(e.target.value)}
          required
          autoComplete="new-password"
          error={mismatch ? MISMATCH : null}
        />
        <div className="atlas-account__actions">
          <Button type="submit" loading={change.isPending} disabled={!current || !next || !confirmation}>
            Change password
          </Button>
        </div>
      </form>
    </Card>
  );
}

function ActiveSessions() {
  const sessions = useSessions();
  const signOut = useSignOutSession();
  const signOutOthers = useSignOutOtherSessions();
  const { logout } = useAuth();
  const toast = useToast();
  const [leaving, setLeaving] = useState<SessionSummary | null>(null);
  const [leavingOthers, setLeavingOthers] = useState(false);
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;

  const confirmOthers = () => {
    signOutOthers.mutate(undefined, {
      onSuccess: ({ signed_out_sessions: count }) => {
        setLeavingOthers(false);
        toast.success(`${count} other session${count === 1 ? ' was' : 's were'} signed out.`);
      },
      onError: (error) => {
        setLeavingOthers(false);
        toast.error(errorText(error, 'Failed to sign the other sessions out'));
      },
    });
  };

  const confirm = () => {
    if (!leaving) return;
    const wasCurrent = leaving.current;
    signOut.mutate(leaving.id, {
      onSuccess: () => {
        setLeaving(null);
        if (wasCurrent) void logout();
        else toast.success('Session signed out.');
      },
      onError: (error) => {
        setLeaving(null);
        toast.error(errorText(error, 'Failed to sign the session out'));
      },
    });
  };

  return (
    <Card
      title="Active sessions"
      actions={
        others > 0 && (
          <Button variant="secondary" size="sm" onClick={() => setLeavingOthers(true)}>
            Sign out all others
          </Button>
        )
      }
    >
      {sessions.isPending && <Skeleton height={56} />}
      {sessions.isError && (
        <ErrorState title="Failed to load your sessions" message={errorText(sessions.error, '')} onRetry={() => void sessions.refetch()} />
      )}
      {sessions.data?.length === 0 && <EmptyState title="No active sessions" />}
      {sessions.data && sessions.data.length > 0 && (
        <ul className="atlas-sessions" aria-label="Active sessions">
          {sessions.data.map((session) => (
            <li key={session.id} className="atlas-sessions__item">
              <div className="atlas-sessions__about">
                <p className="atlas-sessions__device">
                  {session.device} {session.current && <Badge tone="success">This device</Badge>}
                </p>
                <p className="atlas-sessions__meta">
                  Last used {formatRelative(session.last_used_at)} · signed in {formatDate(session.created_at)}
                  {session.ip && ` · ${session.ip}`}
                </p>
              </div>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => setLeaving(session)}
                aria-label={`Sign out ${session.device}${session.current ? ' (this device)' : ''}`}
              >
                Sign out
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={leaving !== null}
        title="Sign out this session?"
        message={
          leaving?.current
            ? 'This is the session you are using: you will be signed out here.'
            : `${leaving?.device ?? 'This device'} will be signed out at once and has to sign in again.`
        }
        confirmLabel="Sign out"
        danger
        busy={signOut.isPending}
        onConfirm={confirm}
        onCancel={() => setLeaving(null)}
      />
      <ConfirmDialog
        open={leavingOthers}
        title="Sign out all other sessions?"
        message={`${others} other session${others === 1 ? '' : 's'} will be signed out at once; this device stays signed in.`}
        confirmLabel="Sign out all others"
        danger
        busy={signOutOthers.isPending}
        onConfirm={confirmOthers}
        onCancel={() => setLeavingOthers(false)}
      />
    </Card>
  );
}
