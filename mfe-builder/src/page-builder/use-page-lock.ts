import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, api, editSessionId, type PageLock } from '@atlas/shell-kit';

/** The holder's tab renews its lock this often; the server lets it lapse 60 s after the last renewal. */
export const LOCK_RENEW_MS = 20_000;

/**
 * Where this tab stands with the page's lock:
 * - `mine`: it holds it; the canvas is editable.
 * - `theirs`: another tab holds it (`lock` says who); the canvas is read-only, Take over is offered.
 * - `taken`: this tab held it and someone took it over (`lock` says who); read-only, the unsaved work stays.
 * - `forbidden`: the person may only read the page (the server refused them the lock).
 * - `none`: a page not saved yet: nothing to lock.
 * - `pending`: asking.
 */
export type LockStatus = 'pending' | 'mine' | 'theirs' | 'taken' | 'forbidden' | 'none';

export interface PageLockState {
  status: LockStatus;
  lock: PageLock | null;
  /** `theirs`, held by this person in another tab that is still open ("Edit here" moves it to this one). */
  inAnotherTab: boolean;
  takeOver(): Promise<void>;
  takingOver: boolean;
  error: string | null;
}

/** Lets go of the lock on leaving the page inside the app (the request outlives the builder's screen). */
function release(pageId: number, session: string) {
  api.delete(`/builder/pages/${pageId}/lock/`, { query: { session }, keepalive: true }).catch(() => undefined);
}

/**
 * The builder's hold on a page: taken when the page opens (the server refuses it to those who may only
 * read the page), renewed while the tab is open (saving and autosave do not touch it), let go when the
 * editor leaves the page in the app. Closing or reloading the tab lets nothing go from here: the server
 * keeps a closed tab's lock 15 s, so a reload (the same tab id, kept in sessionStorage) comes back holding
 * it and a close frees it for the others moments later. `socketLock` is what the presence socket says
 * right now: a takeover shows at once.
 */
export function usePageLock(pageId: number | null, socketLock: PageLock | null | undefined): PageLockState {
  const session = editSessionId();
  const [status, setStatus] = useState<LockStatus>(pageId !== null ? 'pending' : 'none');
  const [lock, setLock] = useState<PageLock | null>(null);
  const [takingOver, setTakingOver] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const statusRef = useRef(status);
  statusRef.current = status;

  const acquire = useCallback(async () => {
    if (pageId === null) return;
    try {
      const answer = await api.post<{ lock: PageLock }>(`/builder/pages/${pageId}/lock/`, { session });
      setLock(answer.lock);
      setStatus('mine');
      setError(null);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409) {
        const held = (failure.body as { lock?: PageLock } | null)?.lock ?? null;
        setLock(held);
        // A renewal refused means someone took it from this tab.
        setStatus(statusRef.current === 'mine' || statusRef.current === 'taken' ? 'taken' : 'theirs');
      } else if (failure instanceof ApiError && (failure.status === 403 || failure.status === 404)) {
        setStatus('forbidden');
      }
      // Offline or a server error: keep what we had; the next renewal asks again.
    }
  }, [pageId, session]);

  // Take it on open, renew it while the tab is open, let go on leaving.
  useEffect(() => {
    if (pageId === null) {
      setStatus('none');
      return undefined;
    }
    void acquire();
    const renew = setInterval(() => {
      if (statusRef.current === 'mine') void acquire();
    }, LOCK_RENEW_MS);
    return () => {
      clearInterval(renew);
      // Leaving the page inside the app (another page, the dashboard): the others may edit at once.
      if (statusRef.current === 'mine') release(pageId, session);
    };
  }, [pageId, session, acquire]);

  // What the socket says wins at once: taken from this tab, or let go by the one who held it.
  useEffect(() => {
    if (socketLock === undefined || pageId === null || statusRef.current === 'forbidden') return;
    const current = statusRef.current;
    if (socketLock && socketLock.session !== session) {
      setLock(socketLock);
      if (current === 'mine') setStatus('taken');
      else if (current !== 'taken') setStatus('theirs');
    } else if (!socketLock && current === 'theirs') {
      // The holder let go (or vanished): this tab may edit now.
      void acquire();
    }
  }, [socketLock, session, pageId, acquire]);

  const takeOver = useCallback(async () => {
    if (pageId === null) return;
    setTakingOver(true);
    try {
      const answer = await api.post<{ lock: PageLock }>(`/builder/pages/${pageId}/lock/takeover/`, { session });
      setLock(answer.lock);
      setStatus('mine');
      setError(null);
    } catch (failure) {
      setError(failure instanceof ApiError && failure.detail ? failure.detail : 'Failed to take over the page');
    } finally {
      setTakingOver(false);
    }
  }, [pageId, session]);

  // The server shows a lock's tab id only to its holder: one that is not this tab's is this person's other tab.
  const inAnotherTab = status === 'theirs' && !!lock?.session && lock.session !== session;
  return { status, lock, inAnotherTab, takeOver, takingOver, error };
}
