import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import {
  EditConflictDialog,
  EditLockBanner,
  ErrorState,
  SaveOnLeave,
  SiteAccessLost,
  Skeleton,
  sitesQuery,
  errorText,
  useEditLock,
  usePresence,
  useSiteAccessLost,
} from '@atlas/shell-kit';
import { useContentItem } from '../../api/content';
import { useContentPermissions } from '../shared/content-permissions';
import { useCategories, useTags } from '../../api/taxonomy';
import { formOf, newForm } from './editor-form';
import { EditorHeader } from './editor-header';
import { FeaturedImagePanel } from './featured-image-panel';
import { MainFields } from './main-fields';
import { PublishingPanel } from './publishing-panel';
import { RevisionsPanel } from './revisions-panel';
import { SeoSection } from './seo-section';
import { TaxonomyPanels } from './taxonomy-panels';
import { useEditorForm } from './use-editor-form';
import './editor.css';

/** /dashboard/content/new (?site=&type=) and /dashboard/content/{id}/edit. */
export function ContentEditor({ id }: { id?: number }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const item = useContentItem(id);
  const sites = useQuery({ ...sitesQuery(), retry: false });
  const categories = useCategories();
  const tags = useTags();
  const permissions = useContentPermissions();
  const postSites = permissions.sitesFor('post');
  // Who else has this item open: an item being edited, of a site (the socket checks membership of it).
  const presence = usePresence({ kind: 'post', id: item.data?.site != null ? (id ?? null) : null, site: item.data?.site });
  // The item's lock (the page's, kept by the sites service), taken when someone who may change it opens it.
  const mayLock = id !== undefined && item.data?.site != null && permissions.ready && permissions.changeRefusal(item.data) === null;
  const lock = useEditLock('post', mayLock ? id : null, presence.lock);
  const locked = lock.status === 'theirs' || lock.status === 'taken';
  // A new item becomes an edit view after its first save.
  const editor = useEditorForm(id, item.data, (created) => navigate(`/dashboard/content/${created}/edit`, { replace: true }), locked);
  const { form, start, update } = editor;
  // Removed from the item's site while it was open: reading it again or saving it is refused.
  const accessLost = useSiteAccessLost(item.data?.site ?? form?.site, item.error ?? editor.failure);

  // A new item starts from the address (?site=&type=) and the first site the user may write on; an
  // existing one from the server.
  useEffect(() => {
    if (id) {
      if (item.data && !form) start(formOf(item.data), item.data.updated_at, item.data.version);
      return;
    }
    if (!form && permissions.ready) start(newForm(Number(params.get('site')) || postSites[0]?.id || null, params.get('type')), null, null);
  }, [id, item.data, permissions.ready, postSites, form, params, start]);

  if (accessLost) return <SiteAccessLost />;
  if (id && item.isError) {
    return (
      <ErrorState
        title="Error Loading Content"
        message={errorText(item.error, 'Failed to load content')}
        onRetry={() => void item.refetch()}
      />
    );
  }
  // What the editor offers follows the role on the item's site, so it waits for the sites list.
  if (sites.isError) {
    return (
      <ErrorState
        title="Error Loading Sites"
        message={errorText(sites.error, 'Failed to load your sites')}
        onRetry={() => void sites.refetch()}
      />
    );
  }
  if (!form || !permissions.ready) {
    return (
      <div className="atlas-editor" aria-busy="true">
        <Skeleton height={40} />
        <Skeleton height={300} />
      </div>
    );
  }

  // An item the role may not change opens to be read; a new one says why it cannot be saved as it is.
  const refusal = item.data ? permissions.changeRefusal(item.data) : null;
  // Someone else editing it makes it read-only too (the banner says who, and offers Take over).
  const readOnly = refusal ?? (locked ? 'locked' : null);
  const saveRefusal = refusal ?? (id ? null : permissions.createRefusal(form.type, form.site));
  // The sites an item may go to: those the user may write on, and the one it is on.
  const siteChoices = (sites.data ?? []).filter((site) => site.id === form.site || postSites.some((s) => s.id === site.id));

  return (
    <div className="atlas-editor">
      <EditorHeader
        id={id}
        isPost={item.data?.type === 'post'}
        people={presence.people}
        mayChange={readOnly === null}
        saveRefusal={saveRefusal}
        saving={editor.saving}
        lastSaved={editor.lastSaved}
        dirty={editor.dirty}
        scheduling={form.status === 'scheduled'}
        published={item.data?.status === 'published' && form.status === 'published'}
        onSubmit={(status) => void editor.submit(status)}
      />
      <EditLockBanner thing={item.data?.type ?? 'post'} lock={lock} />
      {saveRefusal && (
        <p className="atlas-editor__refusal" role="note">
          {refusal ? `${refusal}: this item opens read-only.` : saveRefusal}
        </p>
      )}
      {editor.error && (
        <p className="atlas-editor__error" role="alert">
          {editor.error}
        </p>
      )}

      <SaveOnLeave isDirty={editor.isDirty} save={editor.saveBeforeLeaving} saveOnClose={editor.saveOnClose} />
      <EditConflictDialog
        open={editor.conflictOpen}
        thing={editor.conflict?.theirs.type ?? 'post'}
        changedAt={editor.conflict?.theirs.updated_at}
        savedBy={editor.conflict?.savedBy}
        onReload={editor.reloadTheirs}
        onKeepMine={() => void editor.keepMine()}
        onClose={editor.dismissConflict}
      />

      <div className="atlas-editor__layout">
        <div className="atlas-editor__main">
          <fieldset className="atlas-editor__fieldset" disabled={readOnly !== null}>
            <MainFields form={form} readOnly={readOnly !== null} onChange={update} onSlugChange={editor.editSlug} />
          </fieldset>
          <SeoSection form={form} readOnly={readOnly !== null} onChange={update} />
        </div>

        <aside className="atlas-editor__sidebar">
          <fieldset className="atlas-editor__fieldset" disabled={readOnly !== null}>
            <PublishingPanel
              form={form}
              sites={siteChoices}
              dateError={editor.dateError}
              onChange={update}
              onScheduleChange={editor.editSchedule}
            />
            <TaxonomyPanels
              form={form}
              categories={categories.data?.results ?? []}
              knownTags={(tags.data?.results ?? []).map((t) => t.name)}
              onChange={update}
            />
            <FeaturedImagePanel
              site={form.site}
              image={form.featured_image}
              disabled={readOnly !== null}
              onChange={(image) => update({ featured_image: image })}
            />
          </fieldset>
          {id && <RevisionsPanel id={id} mayRestore={readOnly === null} onRestored={editor.restore} />}
        </aside>
      </div>
    </div>
  );
}
