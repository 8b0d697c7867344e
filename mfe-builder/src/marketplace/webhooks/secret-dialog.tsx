import { useRef, useState } from 'react';
import { Button, Input, Modal } from '@atlas/shell-kit';

/**
 * The whole signing secret, which the API answers only when an endpoint is added or its secret
 * rotated: after this dialog only its last characters are shown.
 */
export function SecretDialog({ url, secret, onClose }: { url: string; secret: string; onClose(): void }) {
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      // Clipboard refused (insecure origin, permission): the text is selected for Ctrl+C instead.
      field.current?.select();
      setCopied(false);
    }
  };
  return (
    <Modal
      open
      title="Signing secret"
      onClose={onClose}
      initialFocus={field}
      closeOnBackdrop={false}
      footer={<Button onClick={onClose}>Done</Button>}
    >
      <p className="atlas-module-form__lead">
        Copy the secret for <strong className="atlas-module-break">{url}</strong> now: it is shown only this once. Your server checks each
        delivery&apos;s <code>X-Atlas-Signature</code> header with it.
      </p>
      <Input
        ref={field}
        label="Signing secret"
        readOnly
        value={secret}
        className="atlas-module-secret"
        onFocus={(event) => event.target.select()}
        trailing={
          <Button variant="secondary" size="sm" onClick={() => void copy()}>
            {copied ? 'Copied' : 'Copy'}
          </Button>
        }
        hint={copied === false ? 'Copying was refused: the secret is selected, press Ctrl+C.' : undefined}
      />
    </Modal>
  );
}
