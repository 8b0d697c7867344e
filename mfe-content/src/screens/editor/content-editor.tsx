import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  ErrorState,
  Input,
  Select,
  Skeleton,
  errorText,
  fieldErrors,
  formatRelative,
  sitesQuery,
  slugify,
  useToast,
} from '@atlas/shell-kit';
import { CONTENT_STATUSES, CONTENT_TYPES, SEO_DESCRIPTION_MAX, SEO_TITLE_MAX, scheduleProblem } from '@atlas/content/contract';
import { useContentItem, useSaveItem } from '../../api/content';
import { useCategories, useTags } from '../../api/taxonomy';
import { uploadFile } from '../../api/upload';
import { fieldsOf, formOf, fromLocalInput, newForm, toLocalInput, type EditorForm } from './editor-form';
import { MarkdownToolbar } from './markdown-toolbar';
import { RevisionsPanel } from './revisions-panel';
import { TagsInput } from './tags-input';
import { MediaPicker } from '../media/media-picker';
import { capitalised } from '../shared/capitalised';
import './editor.css';

export const AUTOSAVE_MS = 30_000;
const SAVED_TOAST: Record<string, string> = { published: 'Published', scheduled: 'Scheduled' };

/** /dashboard/content/new (?site=&type=) and /dashboard/content/{id}/edit. */
export function ContentEditor({ id }: { id?: number }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const toast = useToast();
  const item = useContentItem(id);
  const sites = useQuery({ ...sitesQuery(), retry: false });
  const categories = useCategories();
  const tags = useTags();
  const save = useSaveItem();
  const [form, setForm] = useState<EditorForm | null>(null);
  const [dirty, setDirty] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [dateError, setDateError] = useState<string | null>(null);
  const [lastSaved, setLastSaved] = useState<string | null>(null);
  const [seoOpen, setSeoOpen] = useState(false);
  const [uploadingImage, setUploadingImage] = useState(false);
  const [picking, setPicking] = useState(false);
  const body = useRef<HTMLTextAreaElement>(null);
  const featuredInput = useRef<HTMLInputElement>(null);
  const slugTouched = useRef(false);

  // A new item starts from the address (?site=&type=) and the first site; an existing one from the server.
  useEffect(() => {
    if (id) {
      if (item.data && !form) {
        setForm(formOf(item.data));
        setLastSaved(item.data.updated_at);
      }
      return;
    }
    if (!form && sites.data) setForm(newForm(Number(params.get('site')) || sites.data[0]?.id || null, params.get('type')));
  }, [id, item.data, sites.data, form, params]);

  const update = (changes: Partial<EditorForm>) => {
    setForm((current) => {
      if (!current) return current;
      const next = { ...current, ...changes };
      // While the item is new, the slug follows the title (until the slug is edited by hand).
      if (!id && changes.title !== undefined && !slugTouched.current) next.slug = slugify(changes.title);
      return next;
    });
    setDirty(true);
  };

  /** What is wrong with the schedule about to be saved (the content service's own rule), or null. */
  const scheduleError = (candidate: EditorForm) =>
    scheduleProblem({ status: candidate.status, published_at: fromLocalInput(candidate.published_at) }, item.data);

  const submit = async (status?: string, quiet = false) => {
    if (!form) return;
    const chosen = status ?? form.status;
    if (!form.title.trim()) {
      setError('Title is required');
      return;
    }
    if (!form.site) {
      setError('Choose a site for this content');
      return;
    }
    setError(null);
    // A schedule the server would refuse is not sent; an autosave waits quietly for the owner to fix it.
    const problem = scheduleError({ ...form, status: chosen });
    if (!quiet || !problem) setDateError(problem);
    if (problem) return;
    try {
      const saved = await save.mutateAsync({ id, fields: fieldsOf({ ...form, status: chosen }) });
      setDirty(false);
      setLastSaved(saved.updated_at);
      setForm((current) =>
        current ? { ...current, status: saved.status, slug: saved.slug, published_at: toLocalInput(saved.published_at) } : current,
      );
      if (!quiet) toast.success(SAVED_TOAST[saved.status] ?? 'Saved');
      // A new item becomes an edit view after its first save.
      if (!id) navigate(`/dashboard/content/${saved.id}/edit`, { replace: true });
    } catch (failure) {
      // The server's refusal of the publish date is shown on that field.
      const onDate = 'body/published_at' in fieldErrors(failure);
      if (onDate) setDateError(errorText(failure, 'Choose another publish date'));
      else setError(errorText(failure, 'Could not save'));
    }
  };

  // Autosave 30 s after a change, once there is a title and a body or an excerpt.
  const latest = useRef(submit);
  latest.current = submit;

  useEffect(() => {
    if (!dirty || !form || !form.title.trim() || !(form.body.trim() || form.excerpt.trim())) return;
    const timer = setTimeout(() => void latest.current(undefined, true), AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [dirty, form]);

  const uploadFeatured = async (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      toast.error('Please select an image file');
      return;
    }
    setUploadingImage(true);
    try {
      const uploaded = await uploadFile(file);
      update({ featured_image: uploaded.url });
    } catch (failure) {
      toast.error(errorText(failure, 'Image upload failed. Please try again.'));
    } finally {
      setUploadingImage(false);
      if (featuredInput.current) featuredInput.current.value = '';
    }
  };

  if (id && item.isError) {
    return (
      <ErrorState
        title="Error Loading Content"
        message={errorText(item.error, 'Failed to load content')}
        onRetry={() => void item.refetch()}
      />
    );
  }
  if (!form) {
    return (
      <div className="atlas-editor" aria-busy="true">
        <Skeleton height={40} />
        <Skeleton height={300} />
      </div>
    );
  }
  const published = item.data?.status === 'published' && form.status === 'published';
  // With status Scheduled the primary action schedules (spec: Publish, or Update once published, otherwise).
  const scheduling = form.status === 'scheduled';
  const siteOptions = (sites.data ?? []).map((s) => ({ value: String(s.id), label: s.name }));

  return (
    <div className="atlas-editor">
      <header className="atlas-editor__header">
        <Link to="/dashboard/content" className="atlas-btn atlas-btn--ghost atlas-btn--md">
          ← Back to Content
        </Link>
        <span className="atlas-editor__saved" role="status">
          {save.isPending ? 'Saving…' : lastSaved ? `Last saved ${formatRelative(lastSaved)}` : dirty ? 'Not saved yet' : ''}
        </span>
        <div className="atlas-editor__actions">
          <Button variant="secondary" disabled={!id} onClick={() => navigate(`/dashboard/content/${id}/preview`)}>
            Preview
          </Button>
          <Button variant="secondary" loading={save.isPending} onClick={() => void submit()}>
            Save Draft
          </Button>
          <Button onClick={() => void submit(scheduling ? 'scheduled' : 'published')} loading={save.isPending}>
            {scheduling ? 'Schedule' : published ? 'Update' : 'Publish'}
          </Button>
        </div>
      </header>
      {error && (
        <p className="atlas-editor__error" role="alert">
          {error}
        </p>
      )}

      <div className="atlas-editor__layout">
        <div className="atlas-editor__main">
          <label className="atlas-editor__label" htmlFor="content-title">
            Title <span aria-hidden="true">*</span>
          </label>
          <input
            id="content-title"
            className="atlas-input atlas-editor__title"
            value={form.title}
            required
            onChange={(event) => update({ title: event.target.value })}
          />
          <label className="atlas-editor__label" htmlFor="content-slug">
            Slug
          </label>
          <input
            id="content-slug"
            className="atlas-input"
            value={form.slug}
            onChange={(event) => {
              slugTouched.current = true;
              update({ slug: event.target.value });
            }}
          />
          <label className="atlas-editor__label" htmlFor="content-excerpt">
            Excerpt
          </label>
          <textarea
            id="content-excerpt"
            className="atlas-input"
            rows={2}
            value={form.excerpt}
            onChange={(event) => update({ excerpt: event.target.value })}
          />
          <label className="atlas-editor__label" htmlFor="content-body">
            Body <span aria-hidden="true">*</span>
          </label>
          <MarkdownToolbar target={body} value={form.body} onChange={(value) => update({ body: value })} />
          <textarea
            ref={body}
            id="content-body"
            className="atlas-input atlas-editor__body"
            rows={16}
            value={form.body}
            onChange={(event) => update({ body: event.target.value })}
          />

          <section className="atlas-editor__seo">
            <button
              type="button"
              className="atlas-editor__toggle"
              aria-expanded={seoOpen}
              aria-controls="content-seo"
              onClick={() => setSeoOpen((v) => !v)}
            >
              SEO {seoOpen ? '▾' : '▸'}
            </button>
            {seoOpen && (
              <div id="content-seo" className="atlas-editor__seo-fields">
                <label className="atlas-editor__label" htmlFor="content-seo-title">
                  SEO title <span className="atlas-editor__count">{`${form.seo_title.length}/${SEO_TITLE_MAX}`}</span>
                </label>
                <input
                  id="content-seo-title"
                  className="atlas-input"
                  maxLength={SEO_TITLE_MAX}
                  placeholder={form.title}
                  value={form.seo_title}
                  onChange={(event) => update({ seo_title: event.target.value })}
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
                  onChange={(event) => update({ seo_description: event.target.value })}
                />
                <label className="atlas-editor__label" htmlFor="content-seo-keywords">
                  SEO keywords
                </label>
                <input
                  id="content-seo-keywords"
                  className="atlas-input"
                  value={form.seo_keywords}
                  onChange={(event) => update({ seo_keywords: event.target.value })}
                />
              </div>
            )}
          </section>
        </div>

        <aside className="atlas-editor__sidebar">
          <section className="atlas-editor__panel" aria-labelledby="publishing-heading">
            <h2 id="publishing-heading">Publishing</h2>
            <Select
              label="Status"
              value={form.status}
              options={CONTENT_STATUSES.map((s) => ({ value: s, label: capitalised(s) }))}
              onChange={(event) => {
                setDateError(null);
                update({ status: event.target.value });
              }}
            />
            <Select
              label="Content type"
              value={form.type}
              options={CONTENT_TYPES.map((t) => ({ value: t, label: capitalised(t) }))}
              onChange={(event) => update({ type: event.target.value })}
            />
            <Select
              label="Site"
              value={form.site ? String(form.site) : ''}
              options={siteOptions.length ? siteOptions : [{ value: '', label: 'No sites yet' }]}
              onChange={(event) => update({ site: Number(event.target.value) || null })}
            />
            {scheduling && (
              <Input
                id="content-publish-date"
                label="Publish date"
                type="datetime-local"
                min={toLocalInput(new Date().toISOString()).slice(0, 16)}
                value={form.published_at}
                error={dateError}
                onChange={(event) => {
                  setDateError(null);
                  update({ published_at: event.target.value });
                }}
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
                  onChange={(event) => update({ unpublish_at: event.target.value })}
                />
              </>
            )}
          </section>
          <section className="atlas-editor__panel" aria-labelledby="category-heading">
            <h2 id="category-heading">Category</h2>
            <Select
              label="Category"
              hideLabel
              value={form.category ? String(form.category) : ''}
              options={[
                { value: '', label: 'No category' },
                ...(categories.data?.results ?? []).map((c) => ({ value: String(c.id), label: c.name })),
              ]}
              onChange={(event) => update({ category: Number(event.target.value) || null })}
            />
          </section>
          <section className="atlas-editor__panel">
            <TagsInput
              value={form.tags}
              onChange={(next) => update({ tags: next })}
              known={(tags.data?.results ?? []).map((t) => t.name)}
            />
          </section>
          <section className="atlas-editor__panel" aria-labelledby="featured-heading">
            <h2 id="featured-heading">Featured Image</h2>
            {form.featured_image ? <img className="atlas-editor__featured" src={form.featured_image} alt="Featured" /> : null}
            <div className="atlas-editor__featured-actions">
              <Button size="sm" variant="secondary" loading={uploadingImage} onClick={() => featuredInput.current?.click()}>
                {form.featured_image ? 'Replace image' : 'Upload image'}
              </Button>
              <Button size="sm" variant="secondary" onClick={() => setPicking(true)}>
                Choose from library
              </Button>
              {form.featured_image ? (
                <Button size="sm" variant="ghost" onClick={() => update({ featured_image: '' })}>
                  Remove image
                </Button>
              ) : null}
            </div>
            {picking && <MediaPicker open onClose={() => setPicking(false)} onChoose={(file) => update({ featured_image: file.url })} />}
            <input
              ref={featuredInput}
              type="file"
              accept="image/*"
              hidden
              aria-label="Featured image file"
              onChange={(event) => void uploadFeatured(event.target.files?.[0])}
            />
          </section>
          {id && <RevisionsPanel id={id} onRestored={(restored) => setForm(formOf(restored))} />}
        </aside>
      </div>
    </div>
  );
}
