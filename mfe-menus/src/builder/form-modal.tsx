import { useId, type FormEvent, type ReactNode, type RefObject } from 'react';
import { Button, Modal } from '@atlas/shell-kit';
import { FormError } from '../shared/fields';

/**
 * The frame of the menus' form dialogs: the form, Cancel and a submit button that shows the save in
 * progress, and the form's own error (the server's detail) above the fields.
 */
export function FormModal({
  title,
  submitLabel,
  saving,
  canSubmit = true,
  size,
  initialFocus,
  error,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  submitLabel: string;
  saving: boolean;
  canSubmit?: boolean;
  size?: 'md' | 'lg';
  initialFocus?: RefObject<HTMLElement | null>;
  /** Shown above the fields; a form that shows its error elsewhere leaves it out. */
  error?: string;
  onSubmit(): void;
  onClose(): void;
  children: ReactNode;
}) {
  // The submit button sits in the dialog's footer, outside the form: the form's id ties them.
  const formId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Modal
      open
      size={size}
      title={title}
      onClose={onClose}
      initialFocus={initialFocus}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={saving} disabled={!canSubmit}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} className="menus-form" onSubmit={submit} noValidate>
        <FormError message={error} />
        {children}
      </form>
    </Modal>
  );
}

/** Fields side by side, wrapping to one per line on a narrow dialog. */
export function FieldRow({ children }: { children: ReactNode }) {
  return <div className="menus-form__row">{children}</div>;
}
