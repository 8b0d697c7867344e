import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, api } from '../api/client';
import { editSessionId } from './edit-session';
import type { PageLock, PresenceKind } from '@atlas/sites/contract';

/** The holder's tab renews its lock this often; the server lets it lapse 60 s after the last renewal. */
export const LOCK_RENEW_MS = 20_000;

/**
 * Where this tab stands with the lock of a page, post or menu:
 * - `mine`: it holds it; the editor is editable.
 * - `theirs`: another tab holds it (`lock` says who); the editor is read-only, Take over is offered.
 * - `taken`: this tab held it and someone took it over (`lock` says who); read-only, the unsaved work stays.
 * - `forbidden`: the person may only read it (the server refused them the lock).
 * - `none`: a thing not saved yet: nothing to lock.
 * - `pending`: asking.
 */
export type LockStatus = 'pending' | 'mine' | 'theirs' | 'taken' | 'forbidden' | 'none';

export interface EditLockState {
  status: LockStatus;
  lock: PageLock | null;
  /** `theirs`, held by this person in another tab that is still open ("Edit here" moves it to this one). */
  inAnotherTab: boolean;
  takeOver(): Promise<void>;
  takingOver: boolean;
  error: string | null;
}

/** Where a thing's lock lives (the sites service keeps those of pages, posts and menus). */
export const editLockPath = (kind: PresenceKind, id: number) => `/builder/${kind}s/${id}/lock/`;

/** Lets go of the lock on leaving the thing inside the app (the request outlives the editor's screen). */
function release(kind: PresenceKind, id: number, session: string) {
  api.delete(editLockPath(kind, id), { query: { session }, keepalive: true }).catch(() => undefined);
}

/**
 * An editor's hold on a page (builder), post (content editor) or menu (menu builder): taken when it
 * opens (the server refuses it to those who may only read it), renewed while the tab is open (saving
 * and autosave do not touch it), let go when the editor leaves it in the app. Closing or reloading the tab lets nothing go from here: the server
 * keeps a closed tab's lock 15 s, so a reload (the same tab id, kept in sessionStorage) comes back holding
 * it and a close frees it for the others moments later. `socketLock` is what the presence socket says
 * right now: a takeover shows at once.
 */
export function useEditLock(kind: PresenceKind, id: number | null, socketLock: PageLock | null | undefined): EditLockState {
  const session = editSessionId();
  const [status, setStatus] = useState<LockStatus>(id !== null ? 'pending' : 'none');
  const [lock, setLock] = useState<PageLock | null>(null);
  const [takingOver, setTakingOver] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const statusRef = useRef(status);
  statusRef.current = status;

  const acquire = useCallback(async () => {
    if (id === null) return;
    try {
      const answer = await api.post<{ lock: PageLock }>(editLockPath(kind, id), { session });
      setLock(answer.lock);
      setStatus('mine');
      setError(null);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409) {
        const held = (failure.body as { lock?: PageLock } | null)?.lock ?? null;
        setLock(held);
        // A renewal refused means someone took it from this tab.
        setStatus(statusRef.current === 'mine' || statusRef.current === 'taken' ? 'taken' : 'theirs');
      } else if (failure instanceof ApiError && failure.status === 404 && kind !== 'page') {
        // A post or menu the sites service has not heard of yet (its service's event is on the way, as
        // right after the first save): asked again at the next renewal.
      } else if (failure instanceof ApiError && (failure.status === 403 || failure.status === 404)) {
        setStatus('forbidden');
      }
      // Offline or a server error: keep what we had; the next renewal asks again.
    }
  }, [kind, id, session]);

  // Take it on open, renew it while the tab is open, let go on leaving.
  useEffect(() => {
    if (id === null) {
      setStatus('none');
      return undefined;
    }
    void acquire();
    const renew = setInterval(() => {
      // Renew the lock; a post or menu not known yet to the sites service is asked again.
      if (statusRef.current === 'mine' || (statusRef.current === 'pending' && kind !== 'page')) void acquire();
    }, LOCK_RENEW_MS);
    return () => {
      clearInterval(renew);
      // Leaving the page inside the app (another page, the dashboard): the others may edit at once.
      if (statusRef.current === 'mine') release(kind, id, session);
    };
  }, [kind, id, session, acquire]);

  // What the socket says wins at once: taken from this tab, or let go by the one who held it.
  useEffect(() => {
    if (socketLock === undefined || id === null || statusRef.current === 'forbidden') return;
    const current = statusRef.current;
    if (socketLock && socketLock.session !== session) {
      setLock(socketLock);
      if (current === 'mine') setStatus('taken');
      else if (current !== 'taken') setStatus('theirs');
    } else if (!socketLock && current === 'theirs') {
      // The holder let go (or vanished): this tab may edit now.
      void acquire();
    }
  }, [socketLock, session, id, acquire]);

  const takeOver = useCallback(async () => {
    if (id === null) return;
    setTakingOver(true);
    try {
      const answer = await api.post<{ lock: PageLock }>(`${editLockPath(kind, id)}takeover/`, { session });
      setLock(answer.lock);
      setStatus('mine');
      setError(null);
    } catch (failure) {
      setError(failure instanceof ApiError && failure.detail ? failure.detail : `Failed to take over the ${kind}`);
    } finally {
      setTakingOver(false);
    }
  }, [kind, id, session]);

  // The server shows a lock's tab id only to its holder: one that is not this tab's is this person's other tab.
  const inAnotherTab = status === 'theirs' && !!lock?.session && lock.session !== session;
  return { status, lock, inAnotherTab, takeOver, takingOver, error };
}
