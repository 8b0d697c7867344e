import { useId, type ComponentProps, type ReactNode } from 'react';
import { Button, ConfirmDialog, Modal } from '@atlas/shell-kit';
import { errorText } from '../api/error-text';

interface ModuleFormDialogProps {
  title: string;
  submitLabel: string;
  busy: boolean;
  /** A refusal that names no field, shown over the form. */
  formError: string | null;
  onSubmit(): void;
  onClose(): void;
  children: ReactNode;
}

/** A settings form in a dialog: Enter or the footer's button submits; a click beside it does not lose the typing. */
export function ModuleFormDialog({ title, submitLabel, busy, formError, onSubmit, onClose, children }: ModuleFormDialogProps) {
  const formId = useId();
  return (
    <Modal
      open
      title={title}
      onClose={onClose}
      closeOnBackdrop={false}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className="atlas-module-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {formError && (
          <p className="atlas-module-form__error" role="alert">
            {formError}
          </p>
        )}
        {children}
      </form>
    </Modal>
  );
}

/** A confirmation whose refusal stays in view: the dialog stays open to try again or cancel. */
export function ConfirmWithRefusal({
  message,
  refusal,
  refusalFallback,
  ...confirm
}: ComponentProps<typeof ConfirmDialog> & { refusal: unknown; refusalFallback: string }) {
  return (
    <ConfirmDialog
      {...confirm}
      message={
        <>
          {message}
          {refusal !== null && (
            <span className="atlas-module-form__error" role="alert">
              {errorText(refusal, refusalFallback)}
            </span>
          )}
        </>
      }
    />
  );
}
