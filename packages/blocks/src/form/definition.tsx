import type { BlockDefinition } from '../types';
import { list, oneOf, str } from '../shared/content';

const FIELD_TYPES = ['text', 'email', 'tel', 'url', 'number', 'date', 'textarea', 'checkbox'] as const;

export const formFieldItem = {
  name: 'fields',
  label: 'Fields',
  kind: 'list' as const,
  itemLabel: 'Field',
  fields: [
    { name: 'label', label: 'Label', kind: 'text' as const },
    { name: 'name', label: 'Name (sent with the answer)', kind: 'text' as const },
    { name: 'type', label: 'Type', kind: 'select' as const, options: FIELD_TYPES.map((t) => ({ value: t, label: t })) },
    { name: 'placeholder', label: 'Placeholder', kind: 'text' as const },
    { name: 'required', label: 'Required', kind: 'boolean' as const },
  ],
  newItem: () => ({ type: 'text', name: 'field', label: 'New field', required: false, placeholder: '' }),
};

const fieldName = (field: Record<string, unknown>, i: number) => str(field.name).replace(/[^\w-]/g, '') || `field_${i + 1}`;

/**
 * The contact form. On the public page `islandScript` posts it as JSON to `data-endpoint` (set by the
 * public renderer) and writes the outcome into the status line; required fields are enforced by the browser.
 */
export const formBlock: BlockDefinition = {
  type: 'form',
  label: 'Contact Form',
  category: 'forms',
  icon: '✉',
  description: 'A form visitors fill in; answers arrive as form submissions.',
  interactive: true,
  defaults: () => ({
    title: 'Get in touch',
    fields: [
      { type: 'text', name: 'name', label: 'Name', required: true, placeholder: 'Your name' },
      { type: 'email', name: 'email', label: 'Email', required: true, placeholder: 'you@example.com' },
      { type: 'textarea', name: 'message', label: 'Message', required: true, placeholder: 'How can we help?' },
    ],
    submitText: 'Send message',
  }),
  fields: [{ name: 'title', label: 'Title', kind: 'text' }, formFieldItem, { name: 'submitText', label: 'Button text', kind: 'text' }],
  validate: (content) => {
    const names = list(content.fields).map(fieldName);
    return new Set(names).size !== names.length ? 'Each field needs a different name' : null;
  },
  render: ({ content, block, mode }) => {
    const idPrefix = `f-${String(block.id).replace(/[^\w-]/g, '')}`;
    const titleId = `${idPrefix}-title`;
    return (
      <form
        className="atlas-form"
        data-atlas-form={block.id}
        method="post"
        aria-labelledby={str(content.title) ? titleId : undefined}
        onSubmit={mode === 'canvas' ? (event) => event.preventDefault() : undefined}
      >
        {str(content.title) && (
          <h2 id={titleId} className="atlas-form__title">
            {str(content.title)}
          </h2>
        )}
        {list(content.fields).map((field, i) => {
          const name = fieldName(field, i);
          const id = `${idPrefix}-${name}`;
          const type = oneOf(field.type, FIELD_TYPES, 'text');
          const required = !!field.required;
          const common = { id, name, required, placeholder: str(field.placeholder) || undefined };
          const label = (
            <label htmlFor={id}>
              {str(field.label) || name}
              {required && (
                <span className="atlas-required" aria-hidden="true">
                  {' '}
                  *
                </span>
              )}
            </label>
          );
          if (type === 'checkbox') {
            return (
              <div className="atlas-form__check" key={i}>
                <input type="checkbox" id={id} name={name} required={required} value="yes" />
                {label}
              </div>
            );
          }
          return (
            <div className="atlas-form__field" key={i}>
              {label}
              {type === 'textarea' ? (
                <textarea rows={5} {...common} />
              ) : (
                <input type={type} {...common} autoComplete={type === 'email' ? 'email' : name === 'name' ? 'name' : undefined} />
              )}
            </div>
          );
        })}
        <button type="submit" className="atlas-button atlas-button--primary atlas-button--md">
          {str(content.submitText) || 'Submit'}
        </button>
        <p className="atlas-form__status" role="status" aria-live="polite" data-atlas-form-status="" />
      </form>
    );
  },
};
