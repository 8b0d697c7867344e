import type { BlockRender } from '../types';
import { list, oneOf, str } from '../shared/content';
import { type FormContent, FIELD_TYPES, fieldName } from './schema';

/**
 * The contact form. On the public page `islandScript` posts it as JSON to `data-endpoint` (set by the
 * public renderer) and writes the outcome into the status line; required fields are enforced by the browser.
 */
export const formView: BlockRender<FormContent> = ({ content, block, mode }) => {
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
};
