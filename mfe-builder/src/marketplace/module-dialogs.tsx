import type { ComponentProps } from 'react';
import { ConfirmDialog, FormDialog, type FormDialogProps, errorText } from '@atlas/shell-kit';

/** A settings form in a dialog: a click beside it does not lose the typing; a refusal naming no field shows over the form. */
export function ModuleFormDialog({
  formError,
  children,
  ...dialog
}: Omit<FormDialogProps, 'formClassName' | 'lockWhileBusy' | 'closeOnBackdrop'> & {
  /** A refusal that names no field, shown over the form. */
  formError: string | null;
}) {
  return (
    <FormDialog {...dialog} closeOnBackdrop={false} lockWhileBusy formClassName="atlas-module-form">
      {formError && (
        <p className="atlas-module-form__error" role="alert">
          {formError}
        </p>
      )}
      {children}
    </FormDialog>
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
