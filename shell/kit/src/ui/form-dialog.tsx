import { useId, type FormEvent, type ReactNode } from 'react';
import { Button } from './button';
import { Modal, type ModalProps } from './modal';

export interface FormDialogProps extends Omit<ModalProps, 'open' | 'footer' | 'children'> {
  submitLabel: string;
  /** The save is under way: the submit button shows it (and Cancel waits when `lockWhileBusy`). */
  busy: boolean;
  canSubmit?: boolean;
  /** Cancel is disabled while the save is under way. */
  lockWhileBusy?: boolean;
  formClassName?: string;
  onSubmit(): void;
  children: ReactNode;
}

/**
 * A form in a dialog: Enter in a field or the footer's submit button sends it (the button sits in the
 * footer, outside the form: the form's id ties them), Cancel closes.
 */
export function FormDialog({
  submitLabel,
  busy,
  canSubmit = true,
  lockWhileBusy = false,
  formClassName,
  onSubmit,
  onClose,
  children,
  ...modal
}: FormDialogProps) {
  const formId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Modal
      {...modal}
      open
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={lockWhileBusy && busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={busy} disabled={!canSubmit}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} className={formClassName} onSubmit={submit} noValidate>
        {children}
      </form>
    </Modal>
  );
}
