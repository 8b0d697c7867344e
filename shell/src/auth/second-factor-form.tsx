import { useState, type FormEvent } from 'react';
import { Button, Input, useAuth } from '@atlas/shell-kit';
import { OneTimeCodeInput } from './one-time-code-input';

export interface SecondFactorFormProps {
  /** The login's challenge: proof of the right password, valid five minutes. */
  challenge: string;
  onSignedIn: () => void;
  /** Back to the username and password (e.g. after the challenge expired). */
  onCancel: () => void;
}

/** A sign-in's second step: the authenticator app's code, or one of the recovery codes. */
export function SecondFactorForm({ challenge, onSignedIn, onCancel }: SecondFactorFormProps) {
  const { verifySecondFactor } = useAuth();
  const [useRecoveryCode, setUseRecoveryCode] = useState(false);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const typed = useRecoveryCode ? code.trim() : code.replace(/\s/g, '');
    const invalid = useRecoveryCode
      ? typed.length < 6 && 'Enter one of your recovery codes'
      : !/^\d{6}$/.test(typed) && 'Enter the 6 digits the app shows';
    setFieldError(invalid || null);
    if (invalid) return;
    setSubmitting(true);
    setError(null);
    const result = await verifySecondFactor(challenge, typed);
    setSubmitting(false);
    if (result.success) onSignedIn();
    else if ('error' in result) setError(result.error);
  }

  function switchMode() {
    setUseRecoveryCode((recovery) => !recovery);
    setCode('');
    setFieldError(null);
    setError(null);
  }

  return (
    <form className="shell-auth__form" onSubmit={onSubmit} noValidate aria-labelledby="second-factor-title">
      <p id="second-factor-title" className="shell-auth__step">
        {useRecoveryCode
          ? 'Enter one of the recovery codes you saved when you turned on two-factor authentication.'
          : 'Enter the 6-digit code from your authenticator app'}
      </p>
      {error && (
        <div className="shell-auth__alert" role="alert">
          {error}
        </div>
      )}
      {useRecoveryCode ? (
        <Input
          key="recovery"
          label="Recovery code"
          name="recovery_code"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={fieldError}
          autoFocus
        />
      ) : (
        <OneTimeCodeInput key="app" label="Authentication code" value={code} onChange={setCode} error={fieldError} autoFocus />
      )}
      <Button type="submit" size="lg" className="shell-auth__submit" loading={submitting}>
        {submitting ? 'Verifying...' : 'Verify'}
      </Button>
      <div className="shell-auth__links">
        <button type="button" className="shell-auth__toggle" onClick={switchMode} aria-pressed={useRecoveryCode}>
          {useRecoveryCode ? 'Use the authenticator app' : 'Use a recovery code'}
        </button>
        <button type="button" className="shell-auth__toggle" onClick={onCancel}>
          Back to sign in
        </button>
      </div>
    </form>
  );
}
