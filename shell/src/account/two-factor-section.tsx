import { useEffect, useState, type FormEvent } from 'react';
import { toString as qrCodeSvg } from 'qrcode';
import { Badge, Button, Card, FormDialog, Input, errorText, useAuth, useToast } from '@atlas/shell-kit';
import type { TwoFactorSetup } from '@atlas/identity/contract';
import { OneTimeCodeInput } from '../auth/one-time-code-input';
import { useDisableTwoFactor, useEnableTwoFactor, useNewRecoveryCodes, useStartTwoFactorSetup } from './two-factor';

/** Profile's "Two-factor authentication": set up the authenticator app, its recovery codes, turning it off. */
export function TwoFactorSection() {
  const { user } = useAuth();
  const enabled = Boolean(user?.two_factor_enabled);
  const start = useStartTwoFactorSetup();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [asking, setAsking] = useState<'disable' | 'new-codes' | null>(null);

  const beginSetup = () => start.mutate(undefined, { onSuccess: setSetup });

  return (
    <Card title="Two-factor authentication" actions={enabled ? <Badge tone="success">On</Badge> : <Badge tone="neutral">Off</Badge>}>
      {recoveryCodes ? (
        <RecoveryCodeList codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />
      ) : setup ? (
        <SetupSteps
          setup={setup}
          onEnabled={(codes) => {
            setSetup(null);
            setRecoveryCodes(codes);
          }}
          onCancel={() => setSetup(null)}
        />
      ) : enabled ? (
        <>
          <p className="atlas-two-factor__text">
            Signing in asks for a code from your authenticator app after your password. Lost your phone? Use one of your recovery codes
            instead.
          </p>
          <div className="atlas-account__actions">
            <Button variant="secondary" onClick={() => setAsking('new-codes')}>
              New recovery codes
            </Button>
            <Button variant="danger" onClick={() => setAsking('disable')}>
              Turn off
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className="atlas-two-factor__text">
            Add a second step to signing in: a 6-digit code from an authenticator app on your phone (Google Authenticator, 1Password, Authy
            and others).
          </p>
          {start.error && (
            <p className="atlas-account__error" role="alert">
              {errorText(start.error, 'Failed to start the setup')}
            </p>
          )}
          <div className="atlas-account__actions">
            <Button onClick={beginSetup} loading={start.isPending}>
              Set up
            </Button>
          </div>
        </>
      )}
      {asking === 'disable' && <TurnOffDialog onClose={() => setAsking(null)} />}
      {asking === 'new-codes' && (
        <NewCodesDialog
          onClose={() => setAsking(null)}
          onCodes={(codes) => {
            setAsking(null);
            setRecoveryCodes(codes);
          }}
        />
      )}
    </Card>
  );
}

/** The otpauth URL as a QR code (an SVG image, drawn here: the secret never leaves the browser for it). */
function useQrCode(otpauthUrl: string): string | null {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    qrCodeSvg(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
      .then((svg) => current && setImage(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`))
      .catch(() => current && setImage(null));
    return () => {
      current = false;
    };
  }, [otpauthUrl]);
  return image;
}

function SetupSteps({
  setup,
  onEnabled,
  onCancel,
}: {
  setup: TwoFactorSetup;
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}) {
  const enable = useEnableTwoFactor();
  const qrCode = useQrCode(setup.otpauth_url);
  const [code, setCode] = useState('');
  const typed = code.replace(/\s/g, '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    enable.mutate({ code: typed }, { onSuccess: (answer) => onEnabled(answer.recovery_codes) });
  };

  return (
    <div className="atlas-two-factor__setup">
      <p className="atlas-two-factor__text">
        Scan this QR code with your authenticator app, or type the key into it. Then enter the 6-digit code the app shows.
      </p>
      {qrCode && <img className="atlas-two-factor__qr" src={qrCode} alt="QR code for your authenticator app" width={180} height={180} />}
      <p className="atlas-two-factor__key">
        Key: <code>{setup.secret}</code>
      </p>
      <form className="atlas-account__form" onSubmit={submit} noValidate>
        <OneTimeCodeInput
          label="6-digit code"
          value={code}
          onChange={setCode}
          error={enable.error ? errorText(enable.error, 'Failed to turn on two-factor authentication') : null}
        />
        <div className="atlas-account__actions">
          <Button type="submit" loading={enable.isPending} disabled={!/^\d{6}$/.test(typed)}>
            Turn on
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </form>
    </div>
  );
}

function RecoveryCodeList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast.success('Recovery codes copied.');
    } catch {
      toast.error('Copying failed: select the codes and copy them by hand.');
    }
  };
  return (
    <div className="atlas-two-factor__codes">
      <p className="atlas-two-factor__text">
        Keep these recovery codes somewhere safe, such as a password manager. Each one signs you in once if you lose your phone. They are
        shown only now.
      </p>
      <ul className="atlas-two-factor__code-list" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="atlas-account__actions">
        <Button variant="secondary" onClick={() => void copy()}>
          Copy
        </Button>
        <Button onClick={onDone}>I have saved them</Button>
      </div>
    </div>
  );
}

/** The current password, asked before the second factor is weakened. */
function PasswordDialog({
  title,
  explanation,
  submitLabel,
  busy,
  error,
  onSubmit,
  onClose,
}: {
  title: string;
  explanation: string;
  submitLabel: string;
  busy: boolean;
  error: string | null;
  onSubmit: (password: string) => void;
  onClose: () => void;
}) {
  const [password, setPassword] = useState('');
  return (
    <FormDialog
      title={title}
      submitLabel={submitLabel}
      busy={busy}
      canSubmit={password.length > 0}
      lockWhileBusy
      formClassName="atlas-account__form"
      onSubmit={() => onSubmit(password)}
      onClose={onClose}
    >
      <p className="atlas-two-factor__text">{explanation}</p>
      <Input
        label="Current password"
        type="password"
        autoComplete="current-password"
        required
        autoFocus
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={error}
      />
    </FormDialog>
  );
}

function TurnOffDialog({ onClose }: { onClose: () => void }) {
  const disable = useDisableTwoFactor();
  const toast = useToast();
  return (
    <PasswordDialog
      title="Turn off two-factor authentication?"
      explanation="Signing in will ask for your password only, and your recovery codes stop working."
      submitLabel="Turn off"
      busy={disable.isPending}
      error={disable.error ? errorText(disable.error, 'Failed to turn off two-factor authentication') : null}
      onSubmit={(password) =>
        disable.mutate(
          { password },
          {
            onSuccess: () => {
              onClose();
              toast.success('Two-factor authentication is off.');
            },
          },
        )
      }
      onClose={onClose}
    />
  );
}

function NewCodesDialog({ onClose, onCodes }: { onClose: () => void; onCodes: (codes: string[]) => void }) {
  const renew = useNewRecoveryCodes();
  return (
    <PasswordDialog
      title="New recovery codes"
      explanation="You get ten new codes; the ones you have now stop working."
      submitLabel="Make new codes"
      busy={renew.isPending}
      error={renew.error ? errorText(renew.error, 'Failed to make new recovery codes') : null}
      onSubmit={(password) => renew.mutate({ password }, { onSuccess: (answer) => onCodes(answer.recovery_codes) })}
      onClose={onClose}
    />
  );
}
