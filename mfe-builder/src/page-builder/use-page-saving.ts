import { useCallback, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useToast } from '@atlas/shell-kit';
import { usePublishPage, useSavePage } from '../api/pages';
import type { EditorStore } from '../editor/store';

export interface PageSaving {
  save(): Promise<number | null>;
  publish(): Promise<void>;
  saving: boolean;
  publishing: boolean;
  error: string | null;
  /** The page was published from this editor (the publish bar then leads to the live site). */
  published: boolean;
  dismissPublished(): void;
}

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
  const toast = useToast();
  const inFlight = useRef<Promise<number | null> | null>(null);
  const createdId = useRef<number | null>(null);

  const saveOnce = useCallback(async (): Promise<number | null> => {
    const { title, blocks } = store.getSnapshot().state;
    const existingId = pageId ?? createdId.current;
    try {
      const page = await savePage.mutateAsync({ siteId, pageId: existingId, title, blocks });
      store.dispatch({ type: 'markSaved', savedAt: new Date().toISOString(), title, blocks });
      setError(null);
      if (existingId === null) createdId.current = page.id;
      return page.id;
    } catch {
      setError('Failed to save page');
      return null;
    }
  }, [store, siteId, pageId, savePage]);

  const save = useCallback(async (): Promise<number | null> => {
    if (inFlight.current) await inFlight.current;
    const run = saveOnce();
    inFlight.current = run;
    const id = await run.finally(() => {
      inFlight.current = null;
    });
    if (id !== null && pageId === null) navigate(`/builder/site/${siteId}/page/${id}`, { replace: true });
    return id;
  }, [saveOnce, navigate, pageId, siteId]);

  const publish = useCallback(async () => {
    const id = await saveOnce();
    if (id === null) return;
    try {
      await publishPage.mutateAsync({ siteId, pageId: id });
      toast.success('Page published');
      setError(null);
      setPublished(true);
      if (pageId === null) navigate(`/builder/site/${siteId}/page/${id}`, { replace: true, state: { published: true } });
    } catch {
      setError('Failed to publish page');
      if (pageId === null) navigate(`/builder/site/${siteId}/page/${id}`, { replace: true });
    }
  }, [saveOnce, publishPage, siteId, pageId, navigate, toast]);

  const dismissPublished = useCallback(() => setPublished(false), []);

  return {
    save,
    publish,
    saving: savePage.isPending,
    publishing: publishPage.isPending,
    error,
    published,
    dismissPublished,
  };
}
