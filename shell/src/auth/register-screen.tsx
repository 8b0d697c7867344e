import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { Button, Input, useAuth } from '@atlas/shell-kit';
import { AuthCard } from './auth-card';
import { safeNext } from './safe-next';
import { NEW_ACCOUNT_STATE } from '../home/welcome';
import { serverErrors, validateRegistration, type RegistrationErrors, type RegistrationValues } from './registration';

export function RegisterScreen() {
  const { register, isAuthenticated } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  // An invitation's page sends the invited address along (`?email=`).
  const [values, setValues] = useState<RegistrationValues>(() => ({
    username: '',
    email: new URLSearchParams(location.search).get('email') ?? '',
    password: '',
    confirmation: '',
  }));
  const [errors, setErrors] = useState<RegistrationErrors>({});
  const [submitting, setSubmitting] = useState(false);

  if (isAuthenticated && !submitting) return <Navigate to={safeNext(location.search)} replace />;

  const field = (name: keyof RegistrationValues) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const clientErrors = validateRegistration(values);
    setErrors(clientErrors);
    if (Object.keys(clientErrors).length > 0) return;
    setSubmitting(true);
    const result = await register({
      username: values.username,
      email: values.email,
      password: values.password,
      password_confirm: values.confirmation,
    });
    if (!result.success) {
      setSubmitting(false);
      setErrors(result.error === 'Network error' ? { form: 'Network error' } : serverErrors(result.error));
      return;
    }
    // Still submitting while it leaves: the signed-in redirect above would go first, without the new account's state.
    if (result.signedIn) navigate(safeNext(location.search), { replace: true, state: NEW_ACCOUNT_STATE });
    else navigate(`/login${location.search}`, { replace: true });
  }

  return (
    <AuthCard
      title="Create your account"
      subtitle="Build and publish sites in minutes."
      footer={
        <>
          Already have an account? <Link to={`/login${location.search}`}>Sign in</Link>
        </>
      }
    >
      <form className="shell-auth__form" onSubmit={onSubmit} noValidate>
        {errors.form && (
          <div className="shell-auth__alert" role="alert">
            {errors.form}
          </div>
        )}
        <Input label="Username" autoComplete="username" required autoFocus {...field('username')} />
        <Input label="Email" type="email" autoComplete="email" required {...field('email')} />
        <Input label="Password" type="password" autoComplete="new-password" required hint="At least 8 characters." {...field('password')} />
        <Input label="Confirm password" type="password" autoComplete="new-password" required {...field('confirmation')} />
        <Button type="submit" size="lg" className="shell-auth__submit" loading={submitting}>
          {submitting ? 'Creating account...' : 'Create Account'}
        </Button>
      </form>
    </AuthCard>
  );
}
