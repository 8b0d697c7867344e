import { Input } from '@atlas/shell-kit';

/** The 6-digit code of an authenticator app: the sign-in's second step and Profile's setup both ask for it. */
export function OneTimeCodeInput({
  label,
  value,
  onChange,
  error,
  autoFocus,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string | null;
  autoFocus?: boolean;
}) {
  return (
    <Input
      label={label}
      name="code"
      autoComplete="one-time-code"
      inputMode="numeric"
      pattern="[0-9]*"
      maxLength={7}
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error ?? null}
      autoFocus={autoFocus}
    />
  );
}
