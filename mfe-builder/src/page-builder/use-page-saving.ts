import { useCallback, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { fitsKeepalive, staleVersionCurrent, useToast } from '@atlas/shell-kit';
import { usePublishPage, useRememberPage, useSavePage } from '../api/pages';
import type { Page } from '../api/types';
import type { EditorStore } from '../editor/store';

export interface PageSaving {
  save(): Promise<number | null>;
  /** The tab closes: the canvas goes in one keepalive request; false when it cannot (a new page, a conflict, too large). */
  saveOnClose(): boolean;
  publish(): Promise<void>;
  saving: boolean;
  publishing: boolean;
  error: string | null;
  /** Why the last save failed (null once one succeeds): a 403/404 may mean the user lost the site. */
  failure: unknown;
  /** The page was published from this editor (the publish bar then leads to the live site). */
  published: boolean;
  dismissPublished(): void;
  /** Someone else saved the page since the canvas's version: their page, until the user chooses (autosave waits). */
  conflict: Page | null;
  /** Whether the conflict dialog shows; closing it decides nothing and the next save asks again. */
  conflictOpen: boolean;
  /** Their page replaces the canvas (the unsaved changes are dropped). */
  reloadTheirs(): void;
  /** The canvas is saved over their page, deliberately, from their version. */
  keepMine(): Promise<void>;
  dismissConflict(): void;
}

export const CONFLICT_ERROR = 'Not saved: someone else changed this page';

/** A new page's first publish moves to the page's own route; the editor there still knows it was just published. */
interface BuilderLocationState {
  published?: boolean;
}

/**
 * The save and publish flow. Save sends what is on the canvas and marks exactly that
 * as saved; a new page is created on its first save and the route becomes the existing-page route.
 * Publish saves first, then publishes the (now existing) page.
 */
export function usePageSaving(store: EditorStore, siteId: number, pageId: number | null): PageSaving {
  const navigate = useNavigate();
  const locationState = useLocation().state as BuilderLocationState | null;
  const [published, setPublished] = useState(Boolean(locationState?.published));
  const savePage = useSavePage();
  const publishPage = usePublishPage();
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const toast = useToast();
  const rememberPage = useRememberPage();
  const [conflict, setConflict] = useState<Page | null>(null);
  const [conflictOpen, setConflictOpen] = useState(false);
  const inFlight = useRef<Promise<void> | null>(null);
  const createdId = useRef<number | null>(null);

  const saveOnce = useCallback(
    async (keepalive = false): Promise<number | null> => {
      const { title, blocks, version } = store.getSnapshot().state;
      const existingId = pageId ?? createdId.current;
      try {
        const page = await savePage.mutateAsync({ siteId, pageId: existingId, title, blocks, version, keepalive });
        store.dispatch({ type: 'markSaved', savedAt: new Date().toISOString(), title, blocks, version: page.version ?? version });
        setError(null);
        setFailure(null);
        setConflict(null);
        if (existingId === null) createdId.current = page.id;
        return page.id;
      } catch (failure) {
        // Someone else saved since: nothing is lost, the canvas keeps the user's work until they choose.
        const theirs = staleVersionCurrent<Page>(failure);
        setError(theirs ? CONFLICT_ERROR : 'Failed to save page');
        setFailure(failure);
        if (theirs) {
          setConflict(theirs);
          setConflictOpen(true);
        }
        return null;
      }
    },
    [store, siteId, pageId, savePage],
  );

  // Not after the save in flight (the page is going): from the same version, the later of two is refused, which loses nothing.
  const saveOnClose = useCallback((): boolean => {
    const { title, blocks, version } = store.getSnapshot().state;
    if ((pageId ?? createdId.current) === null || conflict || !fitsKeepalive({ title, blocks, version })) return false;
    void saveOnce(true);
    return true;
  }, [store, pageId, conflict, saveOnce]);

  /** One save or publish at a time, each after the one before: a second from the same version would be refused as a conflict. */
  const queued = useCallback(<T>(work: () => Promise<T>): Promise<T> => {
    const run = (inFlight.current ?? Promise.resolve()).then(work);
    const settled = run.then(
      () => undefined,
      () => undefined,
    );
    inFlight.current = settled;
    void settled.then(() => {
      if (inFlight.current === settled) inFlight.current = null;
    });
    return run;
  }, []);

  const save = useCallback(async (): Promise<number | null> => {
    const id = await queued(async () => {
      const existingId = pageId ?? createdId.current;
      // The save or publish before this one took the changes along: nothing is left to send.
      if (existingId !== null && !store.getSnapshot().state.dirty) return existingId;
      return saveOnce();
    });
    if (id !== null && pageId === null) navigate(`/builder/site/${siteId}/page/${id}`, { replace: true });
    return id;
  }, [queued, saveOnce, navigate, pageId, siteId, store]);

  const publish = useCallback(
    () =>
      queued(async () => {
        const id = await saveOnce();
        if (id === null) return;
        try {
          const published = await publishPage.mutateAsync({ siteId, pageId: id });
          // Publishing is a save too: the next save builds on the version it answered.
          if (published?.version) store.dispatch({ type: 'rebase', version: published.version });
          toast.success('Page published');
          setError(null);
          setPublished(true);
          if (pageId === null) navigate(`/builder/site/${siteId}/page/${id}`, { replace: true, state: { published: true } });
        } catch {
          setError('Failed to publish page');
          if (pageId === null) navigate(`/builder/site/${siteId}/page/${id}`, { replace: true });
        }
      }),
    [queued, saveOnce, publishPage, siteId, pageId, navigate, toast, store],
  );

  const dismissPublished = useCallback(() => setPublished(false), []);

  const reloadTheirs = useCallback(() => {
    if (!conflict) return;
    rememberPage(conflict);
    store.dispatch({
      type: 'load',
      title: conflict.title,
      blocks: conflict.blocks,
      savedAt: conflict.updated_at,
      version: conflict.version,
    });
    setConflict(null);
    setConflictOpen(false);
    setError(null);
  }, [conflict, rememberPage, store]);

  const keepMine = useCallback(async () => {
    if (!conflict) return;
    // Their page becomes the base: the save that follows overwrites it (title included) on purpose.
    rememberPage(conflict);
    store.dispatch({ type: 'rebase', version: conflict.version });
    setConflict(null);
    setConflictOpen(false);
    await save();
  }, [conflict, rememberPage, store, save]);

  const dismissConflict = useCallback(() => setConflictOpen(false), []);

  return {
    save,
    saveOnClose,
    publish,
    saving: savePage.isPending,
    publishing: publishPage.isPending,
    error,
    failure,
    published,
    dismissPublished,
    conflict,
    conflictOpen,
    reloadTheirs,
    keepMine,
    dismissConflict,
  };
}
