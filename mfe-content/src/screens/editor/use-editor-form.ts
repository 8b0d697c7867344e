import { useCallback, useEffect, useRef, useState } from 'react';
import { errorText, fieldErrors, fitsKeepalive, slugify, staleVersionCurrent, staleVersionSavedBy, useToast } from '@atlas/shell-kit';
import { scheduleProblem } from '@atlas/content/contract';
import { saveItemOnClose, useRememberItem, useSaveItem, type ContentItem } from '../../api/content';
import { fieldsOf, formOf, fromLocalInput, toLocalInput, type EditorForm } from './editor-form';

const AUTOSAVE_MS = 30_000;
const SAVED_TOAST: Record<string, string> = { published: 'Published', scheduled: 'Scheduled' };
export const conflictError = (type: string) => `Not saved: someone else changed this ${type}`;

/** A save refused because someone else saved first: their item, and the status the user was saving with. */
export interface EditConflict {
  theirs: ContentItem;
  status: string;
  /** Who saved theirs, when the server said. */
  savedBy: string | null;
}

/**
 * The item being edited (`id` absent while it is new; `stored` is the server's copy): its fields, whether
 * they changed since the last save, the form's error and the publish date's, saving with a status
 * (Save Draft keeps the chosen one), and an autosave 30 s after a change. Each save sends the version
 * the form builds on; when someone else saved first, `conflict` holds theirs until the user reloads
 * it or keeps their own (autosave waits meanwhile), and the form keeps what the user wrote. Leaving
 * saves first (`saveBeforeLeaving`, `saveOnClose`).
 */
export function useEditorForm(
  id: number | undefined,
  stored: ContentItem | undefined,
  onCreated: (id: number) => void,
  /** Someone else holds the item's lock: autosave waits (the server would refuse it). */
  locked = false,
) {
  const toast = useToast();
  const save = useSaveItem();
  const [form, setForm] = useState<EditorForm | null>(null);
  const [dirty, setDirtyState] = useState(false);
  // Leaving reads it at once: a save that just ended navigates before the next render.
  const dirtyNow = useRef(false);
  const setDirty = useCallback((value: boolean) => {
    dirtyNow.current = value;
    setDirtyState(value);
  }, []);
  const [error, setError] = useState<string | null>(null);
  // Why the last save failed: a 403/404 may mean the user lost the item's site.
  const [failure, setFailure] = useState<unknown>(null);
  const [dateError, setDateError] = useState<string | null>(null);
  const [lastSaved, setLastSaved] = useState<string | null>(null);
  const [conflict, setConflict] = useState<EditConflict | null>(null);
  const [conflictOpen, setConflictOpen] = useState(false);
  const slugTouched = useRef(false);
  const version = useRef<number | null>(null);
  const rememberItem = useRememberItem();

  const start = useCallback((first: EditorForm, savedAt: string | null, from: number | null) => {
    setForm(first);
    setLastSaved(savedAt);
    version.current = from;
  }, []);

  /** The form becomes the server's item (a restored revision, their version after a conflict). */
  const restore = useCallback(
    (item: ContentItem) => {
      setForm(formOf(item));
      setLastSaved(item.updated_at);
      setDirty(false);
      version.current = item.version;
    },
    [setDirty],
  );

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
  const editSlug = (slug: string) => {
    slugTouched.current = true;
    update({ slug });
  };
  /** A change of status or publish date clears the date's error: it was about the schedule before. */
  const editSchedule = (changes: Pick<Partial<EditorForm>, 'status' | 'published_at'>) => {
    setDateError(null);
    update(changes);
  };

  /** What a save with `status` sends, or the problem that keeps it from being sent. */
  const toSend = (status?: string) => {
    if (!form) return { problem: null };
    const chosen = status ?? form.status;
    if (!form.title.trim()) return { problem: 'Title is required' };
    if (!form.site) return { problem: 'Choose a site for this content' };
    const schedule = scheduleProblem({ status: chosen, published_at: fromLocalInput(form.published_at) }, stored);
    if (schedule) return { problem: schedule, onDate: true };
    return { chosen, fields: { ...fieldsOf({ ...form, status: chosen }), version: version.current ?? undefined } };
  };

  const applySaved = (saved: ContentItem) => {
    version.current = saved.version;
    setFailure(null);
    setConflict(null);
    setDirty(false);
    setLastSaved(saved.updated_at);
    setForm((current) =>
      current ? { ...current, status: saved.status, slug: saved.slug, published_at: toLocalInput(saved.published_at) } : current,
    );
  };

  /** Saves the form with `status` (its own when none); answers whether it was saved. */
  const submit = async (status?: string, quiet = false): Promise<boolean> => {
    const { chosen, fields, problem, onDate } = toSend(status);
    if (!fields || !chosen) {
      // A schedule the server would refuse is not sent; an autosave waits quietly for the owner to fix it.
      if (onDate) setError(null);
      if (onDate && !quiet) setDateError(problem);
      else if (!onDate && problem) setError(problem);
      return false;
    }
    setError(null);
    setDateError(null);
    try {
      const saved = await save.mutateAsync({ id, fields });
      applySaved(saved);
      if (!quiet) toast.success(SAVED_TOAST[saved.status] ?? 'Saved');
      if (!id) onCreated(saved.id);
      return true;
    } catch (failure) {
      setFailure(failure);
      const theirs = staleVersionCurrent<ContentItem>(failure);
      if (theirs) {
        setConflict({ theirs, status: chosen, savedBy: staleVersionSavedBy(failure) });
        setConflictOpen(true);
        setError(conflictError(theirs.type));
        return false;
      }
      // The server's refusal of the publish date is shown on that field.
      const onDate = 'body/published_at' in fieldErrors(failure);
      if (onDate) setDateError(errorText(failure, 'Choose another publish date'));
      else setError(errorText(failure, 'Could not save'));
      return false;
    }
  };

  // Autosave 30 s after a change, once there is a title and a body or an excerpt; not while someone
  // else's save is unresolved (it would only be refused again).
  const latest = useRef(submit);
  latest.current = submit;
  const waiting = conflict !== null || locked;
  useEffect(() => {
    if (waiting || !dirty || !form || !form.title.trim() || !(form.body.trim() || form.excerpt.trim())) return;
    const timer = setTimeout(() => void latest.current(undefined, true), AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [dirty, form, waiting]);

  const reloadTheirs = () => {
    if (!conflict) return;
    rememberItem(conflict.theirs);
    restore(conflict.theirs);
    setConflict(null);
    setConflictOpen(false);
    setError(null);
  };
  /** Saves the form over their item, deliberately: from their version, with the status the refused save had. */
  const keepMine = async () => {
    if (!conflict) return;
    rememberItem(conflict.theirs);
    version.current = conflict.theirs.version;
    setConflict(null);
    setConflictOpen(false);
    await latest.current(conflict.status);
  };
  const dismissConflict = () => setConflictOpen(false);

  // Leaving saves an item that exists; a new one (not yet worth creating) or a save refused asks.
  const isDirty = () => dirtyNow.current;
  const saveBeforeLeaving = async () => id !== undefined && conflict === null && !locked && (await submit(undefined, true));
  /** The tab closes: the form goes in one keepalive PUT; false when it cannot (new, refused, conflict, too large). */
  const saveOnClose = (): boolean => {
    const { fields } = toSend();
    if (id === undefined || conflict !== null || locked || !fields || !fitsKeepalive(fields)) return false;
    saveItemOnClose(id, fields)
      .then((saved) => {
        rememberItem(saved);
        applySaved(saved);
      })
      .catch(() => undefined);
    return true;
  };

  const saving = save.isPending;
  return {
    form,
    dirty,
    error,
    failure,
    dateError,
    lastSaved,
    saving,
    start,
    restore,
    update,
    editSlug,
    editSchedule,
    submit,
    conflict,
    conflictOpen,
    reloadTheirs,
    keepMine,
    dismissConflict,
    isDirty,
    saveBeforeLeaving,
    saveOnClose,
  };
}
