import { forwardRef, useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { cx } from './classes';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  options: SelectOption[];
  error?: string | null;
  /** Visually hide the label (it stays for screen readers). */
  hideLabel?: boolean;
}

export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, options, error, hideLabel, id, className, ...rest },
  ref,
) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <div className={cx('atlas-field', error && 'atlas-field--invalid', className)}>
      <label className={cx('atlas-field__label', hideLabel && 'atlas-visually-hidden')} htmlFor={selectId}>
        {label}
      </label>
      <select ref={ref} id={selectId} className="atlas-input atlas-select" aria-invalid={error ? true : undefined} {...rest}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p className="atlas-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
});
