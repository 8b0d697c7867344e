import { useId, type TextareaHTMLAttributes } from 'react';

/** A labelled textarea in the kit's field style (the kit has inputs and selects only). */
export function TextArea({
  label,
  error,
  id,
  required,
  ...rest
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string }) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <div className={`atlas-field${error ? ' atlas-field--invalid' : ''}`}>
      <label className="atlas-field__label" htmlFor={fieldId}>
        {label}
        {required && (
          <span className="atlas-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      <textarea
        id={fieldId}
        className="atlas-input shop-textarea"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : undefined}
        {...rest}
      />
      {error && (
        <p id={`${fieldId}-error`} className="atlas-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
