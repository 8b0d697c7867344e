import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { Button, Input, useAuth } from '@atlas/shell-kit';
import { Authenticating } from '../frames/frames';
import { AuthCard } from './auth-card';
import { safeNext } from './safe-next';
import { useDemoAccount } from './use-demo-account';
import { SecondFactorForm } from './second-factor-form';

export interface LoginFormProps {
  /** Called on success instead of navigating (a host screen that signs in in place). */
  onSuccess?: () => void;
}

/**
 * The login form: username, password, Sign In, and the demo account when the server offers one; for an
 * account with two-factor authentication on, then the code of the authenticator app.
 */
export function LoginForm({ onSuccess }: LoginFormProps) {
  const { login } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const demo = useDemoAccount();
  // An invitation's page sends the invited address along (`?email=`): it signs in like the username.
  const [username, setUsername] = useState(() => new URLSearchParams(location.search).get('email') ?? '');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<{ username?: string; password?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [challenge, setChallenge] = useState<string | null>(null);

  function signedIn() {
    if (onSuccess) onSuccess();
    else navigate(safeNext(location.search), { replace: true });
  }

  async function signIn(name: string, secret: string) {
    setSubmitting(true);
    setError(null);
    const result = await login(name, secret);
    setSubmitting(false);
    if ('twoFactorChallenge' in result) setChallenge(result.twoFactorChallenge);
    else if (!result.success) setError(result.error);
    else signedIn();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const errors = {
      username: username.trim() ? undefined : 'Username is required',
      password: password ? undefined : 'Password is required',
    };
    setFieldErrors(errors);
    if (errors.username || errors.password) return;
    void signIn(username.trim(), password);
  }

  if (challenge) {
    return (
      <SecondFactorForm
        challenge={challenge}
        onSignedIn={signedIn}
        onCancel={() => {
          setChallenge(null);
          setPassword('');
        }}
      />
    );
  }

  return (
    <form className="shell-auth__form" onSubmit={onSubmit} noValidate>
      {error && (
        <div className="shell-auth__alert" role="alert">
          {error}
        </div>
      )}
      <Input
        label="Username"
        name="username"
        autoComplete="username"
        required
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        error={fieldErrors.username}
        autoFocus
      />
      <Input
        label="Password"
        name="password"
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={fieldErrors.password}
        trailing={
          <button
            type="button"
            className="shell-auth__toggle"
            onClick={() => setShowPassword((shown) => !shown)}
            aria-pressed={showPassword}
          >
            {showPassword ? 'Hide' : 'Show'}
            <span className="atlas-visually-hidden"> password</span>
          </button>
        }
      />
      <Button type="submit" size="lg" className="shell-auth__submit" loading={submitting}>
        {submitting ? 'Signing in...' : 'Sign In'}
      </Button>
      {demo.data && (
        <>
          <Button
            variant="secondary"
            size="lg"
            className="shell-auth__submit"
            disabled={submitting}
            onClick={() => void signIn(demo.data!.username, demo.data!.password)}
          >
            Demo Login
          </Button>
          <p className="shell-auth__demo">
            Demo account: username <code>{demo.data.username}</code>, password <code>{demo.data.password}</code>
          </p>
        </>
      )}
    </form>
  );
}

/** /login (and /dashboard/login): the login-required screen. */
export function LoginScreen() {
  const { isAuthenticated, loading } = useAuth();
  const location = useLocation();
  if (loading) return <Authenticating />;
  if (isAuthenticated) return <Navigate to={safeNext(location.search)} replace />;
  return (
    <AuthCard
      title="Sign in to Atlas"
      subtitle="Log in to manage your sites, content and shop."
      footer={
        <>
          New to Atlas? <Link to={`/register${location.search}`}>Create an account</Link>
        </>
      }
    >
      <LoginForm />
    </AuthCard>
  );
}
