import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';

/** A labelled checkbox. */
export function Check({
  label,
  checked,
  onChange,
  hint,
}: {
  label: ReactNode;
  checked: boolean;
  onChange(checked: boolean): void;
  hint?: ReactNode;
}) {
  return (
    <label className="menus-check">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>
        {label}
        {hint && <small className="menus-muted"> {hint}</small>}
      </span>
    </label>
  );
}

/** A form's or a group's error, read out when it appears. */
export function FormError({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <p className="atlas-field__error" role="alert">
      {message}
    </p>
  );
}

/** A labelled multi-line field in the kit's field style. */
export function TextArea({ label, id, ...rest }: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: ReactNode }) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <div className="atlas-field">
      <label className="atlas-field__label" htmlFor={fieldId}>
        {label}
      </label>
      <textarea id={fieldId} className="atlas-input menus-textarea" rows={3} {...rest} />
    </div>
  );
}

/** A row of mutually exclusive choices (ranges, devices, widths) as toggle buttons; a `refusal` turns them off, saying why. */
export function ChoiceGroup<T extends string | number>({
  label,
  options,
  value,
  refusal = null,
  onChange,
}: {
  label: string;
  options: { value: NoInfer<T>; label: ReactNode }[];
  value: T;
  refusal?: string | null;
  onChange(value: NoInfer<T>): void;
}) {
  return (
    <div className="menus-choices" role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={String(option.value)}
          type="button"
          className={`menus-choice${option.value === value ? ' menus-choice--on' : ''}`}
          aria-pressed={option.value === value}
          disabled={refusal !== null}
          title={refusal ?? undefined}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
