import type { ReactNode } from 'react';
import { FormDialog, type FormDialogProps } from '@atlas/shell-kit';
import { FormError } from '../shared/fields';

/**
 * The frame of the menus' form dialogs: the kit's form dialog with the form's own error (the server's
 * detail) above the fields.
 */
export function FormModal({
  saving,
  error,
  children,
  ...dialog
}: Omit<FormDialogProps, 'busy' | 'formClassName' | 'size'> & {
  saving: boolean;
  size?: 'md' | 'lg';
  /** Shown above the fields; a form that shows its error elsewhere leaves it out. */
  error?: string;
}) {
  return (
    <FormDialog {...dialog} busy={saving} formClassName="menus-form">
      <FormError message={error} />
      {children}
    </FormDialog>
  );
}

/** Fields side by side, wrapping to one per line on a narrow dialog. */
export function FieldRow({ children }: { children: ReactNode }) {
  return <div className="menus-form__row">{children}</div>;
}
