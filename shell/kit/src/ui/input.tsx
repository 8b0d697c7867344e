import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { cx } from './classes';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  /** Rendered inside the field on the right, e.g. a show/hide password toggle. */
  trailing?: ReactNode;
}

export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  { label, error, hint, trailing, id, className, required, ...rest },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  const describedBy = [error ? `${inputId}-error` : null, hint ? `${inputId}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx('atlas-field', error && 'atlas-field--invalid', className)}>
      <label className="atlas-field__label" htmlFor={inputId}>
        {label}
        {required && (
          <span className="atlas-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      <div className="atlas-field__control">
        <input
          ref={ref}
          id={inputId}
          className="atlas-input"
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...rest}
        />
        {trailing && <div className="atlas-field__trailing">{trailing}</div>}
      </div>
      {hint && (
        <p id={`${inputId}-hint`} className="atlas-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${inputId}-error`} className="atlas-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
});
