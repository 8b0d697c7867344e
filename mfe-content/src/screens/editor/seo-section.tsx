import { useState } from 'react';
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from '@atlas/content/contract';
import type { EditorForm } from './editor-form';

/** The SEO fields, folded until opened (read-only too), each length counted against its limit. */
export function SeoSection({
  form,
  readOnly,
  onChange,
}: {
  form: EditorForm;
  readOnly: boolean;
  onChange(changes: Partial<EditorForm>): void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <section className="atlas-editor__seo">
      <button
        type="button"
        className="atlas-editor__toggle"
        aria-expanded={open}
        aria-controls="content-seo"
        onClick={() => setOpen((v) => !v)}
      >
        SEO {open ? '▾' : '▸'}
      </button>
      {open && (
        <fieldset id="content-seo" className="atlas-editor__fieldset atlas-editor__seo-fields" disabled={readOnly}>
          <label className="atlas-editor__label" htmlFor="content-seo-title">
            SEO title <span className="atlas-editor__count">{`${form.seo_title.length}/${SEO_TITLE_MAX}`}</span>
          </label>
          <input
            id="content-seo-title"
            className="atlas-input"
            maxLength={SEO_TITLE_MAX}
            placeholder={form.title}
            value={form.seo_title}
            onChange={(event) => onChange({ seo_title: event.target.value })}
          />
          <label className="atlas-editor__label" htmlFor="content-seo-description">
            SEO description <span className="atlas-editor__count">{`${form.seo_description.length}/${SEO_DESCRIPTION_MAX}`}</span>
          </label>
          <textarea
            id="content-seo-description"
            className="atlas-input"
            rows={3}
            maxLength={SEO_DESCRIPTION_MAX}
            value={form.seo_description}
            onChange={(event) => onChange({ seo_description: event.target.value })}
          />
          <label className="atlas-editor__label" htmlFor="content-seo-keywords">
            SEO keywords
          </label>
          <input
            id="content-seo-keywords"
            className="atlas-input"
            value={form.seo_keywords}
            onChange={(event) => onChange({ seo_keywords: event.target.value })}
          />
        </fieldset>
      )}
    </section>
  );
}
