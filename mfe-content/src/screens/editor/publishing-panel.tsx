import { Input, Select } from '@atlas/shell-kit';
import { CONTENT_STATUSES, CONTENT_TYPES } from '@atlas/content/contract';
import type { Site } from '@atlas/sites/contract';
import { capitalised } from '../shared/capitalised';
import { toLocalInput, type EditorForm } from './editor-form';

/** Status, type and site; the publish date while scheduling (with its error), an unpublish date once it goes live. */
export function PublishingPanel({
  form,
  sites,
  dateError,
  onChange,
  onScheduleChange,
}: {
  form: EditorForm;
  sites: Site[];
  dateError: string | null;
  onChange(changes: Partial<EditorForm>): void;
  onScheduleChange(changes: Pick<Partial<EditorForm>, 'status' | 'published_at'>): void;
}) {
  const siteOptions = sites.map((s) => ({ value: String(s.id), label: s.name }));
  return (
    <section className="atlas-editor__panel" aria-labelledby="publishing-heading">
      <h2 id="publishing-heading">Publishing</h2>
      <Select
        label="Status"
        value={form.status}
        options={CONTENT_STATUSES.map((s) => ({ value: s, label: capitalised(s) }))}
        onChange={(event) => onScheduleChange({ status: event.target.value })}
      />
      <Select
        label="Content type"
        value={form.type}
        options={CONTENT_TYPES.map((t) => ({ value: t, label: capitalised(t) }))}
        onChange={(event) => onChange({ type: event.target.value })}
      />
      <Select
        label="Site"
        value={form.site ? String(form.site) : ''}
        options={siteOptions.length ? siteOptions : [{ value: '', label: 'No sites yet' }]}
        onChange={(event) => onChange({ site: Number(event.target.value) || null })}
      />
      {form.status === 'scheduled' && (
        <Input
          id="content-publish-date"
          label="Publish date"
          type="datetime-local"
          min={toLocalInput(new Date().toISOString()).slice(0, 16)}
          value={form.published_at}
          error={dateError}
          onChange={(event) => onScheduleChange({ published_at: event.target.value })}
        />
      )}
      {(form.status === 'scheduled' || form.status === 'published') && (
        <>
          <label className="atlas-editor__label" htmlFor="content-unpublish-date">
            Unpublish date (optional)
          </label>
          <input
            id="content-unpublish-date"
            className="atlas-input"
            type="datetime-local"
            value={form.unpublish_at}
            onChange={(event) => onChange({ unpublish_at: event.target.value })}
          />
        </>
      )}
    </section>
  );
}
