import { useId } from 'react';
import type { Field } from '@atlas/blocks';
import { MediaField } from './media-field';
import { ProductField } from './product-field';

interface FieldInputProps {
  field: Field;
  value: unknown;
  onChange(value: unknown): void;
}

/** One editor for one field of a block definition, chosen by the field's kind. */
export function FieldInput({ field, value, onChange }: FieldInputProps) {
  const id = useId();
  const label = (
    <label className="atlas-field__label" htmlFor={id}>
      {field.label}
    </label>
  );
  switch (field.kind) {
    case 'boolean':
      return (
        <label className="atlas-field atlas-field--inline">
          <input type="checkbox" checked={Boolean(value)} onChange={(event) => onChange(event.target.checked)} />
          <span>{field.label}</span>
        </label>
      );
    case 'number':
      return (
        <div className="atlas-field">
          {label}
          <input
            id={id}
            className="atlas-field__input"
            type="number"
            min={field.min}
            max={field.max}
            step={field.step}
            value={value === undefined || value === null ? '' : String(value)}
            onChange={(event) => onChange(event.target.value === '' ? '' : Number(event.target.value))}
            onBlur={(event) => {
              const n = Number(event.target.value);
              if (field.min !== undefined && n < field.min) onChange(field.min);
              if (field.max !== undefined && n > field.max) onChange(field.max);
            }}
          />
        </div>
      );
    case 'select':
      return (
        <div className="atlas-field">
          {label}
          <select id={id} className="atlas-field__input" value={String(value ?? '')} onChange={(event) => onChange(event.target.value)}>
            {field.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      );
    case 'textarea':
    case 'richtext':
      return (
        <div className="atlas-field">
          {label}
          <textarea
            id={id}
            className="atlas-field__input"
            rows={field.kind === 'richtext' ? 6 : 3}
            value={String(value ?? '')}
            onChange={(event) => onChange(event.target.value)}
          />
        </div>
      );
    case 'color':
      return (
        <div className="atlas-field">
          {label}
          <div className="atlas-field__color">
            <input
              type="color"
              aria-label={`${field.label} picker`}
              value={/^#[0-9a-f]{6}$/i.test(String(value)) ? String(value) : '#000000'}
              onChange={(event) => onChange(event.target.value)}
            />
            <input
              id={id}
              className="atlas-field__input"
              type="text"
              value={String(value ?? '')}
              onChange={(event) => onChange(event.target.value)}
            />
          </div>
        </div>
      );
    case 'list':
      return <ListField field={field} value={value} onChange={onChange} />;
    case 'image':
    case 'video':
      return <MediaField field={field as Field & { kind: 'image' | 'video' }} value={value} onChange={onChange} />;
    case 'product':
    case 'products':
      return <ProductField field={field} value={value} onChange={onChange} />;
    default:
      return (
        <div className="atlas-field">
          {label}
          <input
            id={id}
            className="atlas-field__input"
            type={field.kind === 'text' ? 'text' : 'url'}
            value={String(value ?? '')}
            onChange={(event) => onChange(event.target.value)}
            placeholder={field.kind === 'text' ? undefined : 'https://'}
          />
        </div>
      );
  }
}

function ListField({ field, value, onChange }: FieldInputProps & { field: Extract<Field, { kind: 'list' }> }) {
  const items = Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
  const setItem = (index: number, patch: Record<string, unknown>) =>
    onChange(items.map((item, i) => (i === index ? { ...item, ...patch } : item)));
  return (
    <fieldset className="atlas-field atlas-field--list">
      <legend className="atlas-field__label">{field.label}</legend>
      {items.map((item, index) => (
        <div key={index} className="atlas-field__list-item">
          <div className="atlas-field__list-head">
            <span>{`${field.itemLabel} ${index + 1}`}</span>
            <button
              type="button"
              className="atlas-link-button"
              aria-label={`Remove ${field.itemLabel} ${index + 1}`}
              onClick={() => onChange(items.filter((_, i) => i !== index))}
            >
              Remove
            </button>
          </div>
          {field.fields.map((sub) => (
            <FieldInput key={sub.name} field={sub} value={item[sub.name]} onChange={(v) => setItem(index, { [sub.name]: v })} />
          ))}
        </div>
      ))}
      <button
        type="button"
        className="atlas-link-button"
        onClick={() => onChange([...items, field.newItem()])}
      >{`Add ${field.itemLabel}`}</button>
    </fieldset>
  );
}
