import { useRef } from 'react';
import type { EditorForm } from './editor-form';
import { MarkdownToolbar } from './markdown-toolbar';

/** Title, slug, excerpt and the Markdown body with its toolbar; `readOnly` turns the toolbar off too. */
export function MainFields({
  form,
  onChange,
  onSlugChange,
  readOnly = false,
}: {
  form: EditorForm;
  onChange(changes: Partial<EditorForm>): void;
  onSlugChange(slug: string): void;
  readOnly?: boolean;
}) {
  const body = useRef<HTMLTextAreaElement>(null);
  return (
    <>
      <label className="atlas-editor__label" htmlFor="content-title">
        Title <span aria-hidden="true">*</span>
      </label>
      <input
        id="content-title"
        className="atlas-input atlas-editor__title"
        value={form.title}
        required
        onChange={(event) => onChange({ title: event.target.value })}
      />
      <label className="atlas-editor__label" htmlFor="content-slug">
        Slug
      </label>
      <input id="content-slug" className="atlas-input" value={form.slug} onChange={(event) => onSlugChange(event.target.value)} />
      <label className="atlas-editor__label" htmlFor="content-excerpt">
        Excerpt
      </label>
      <textarea
        id="content-excerpt"
        className="atlas-input"
        rows={2}
        value={form.excerpt}
        onChange={(event) => onChange({ excerpt: event.target.value })}
      />
      <label className="atlas-editor__label" htmlFor="content-body">
        Body <span aria-hidden="true">*</span>
      </label>
      <MarkdownToolbar
        target={body}
        site={form.site}
        value={form.body}
        disabled={readOnly}
        onChange={(value) => onChange({ body: value })}
      />
      <textarea
        ref={body}
        id="content-body"
        className="atlas-input atlas-editor__body"
        rows={16}
        value={form.body}
        onChange={(event) => onChange({ body: event.target.value })}
      />
    </>
  );
}
