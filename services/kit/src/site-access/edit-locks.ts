import { httpError } from '../errors';
import type { AuthUser } from '../auth';
import { sitesServiceUrl } from './access';

/**
 * The edit lock every editor of a tab shares (docs/contracts.md "Working together"): the sites service
 * keeps the locks of pages, posts and menus in one table; the rule of who may save while one lives is
 * here, once, for the sites service (pages) and for the content and menus services (posts, menus),
 * which ask the sites service for the lock.
 */
export type EditLockKind = 'page' | 'post' | 'menu';

/** The header an editor's tab sends with its saves: the tab (not just the person) that holds the lock. */
export const EDIT_SESSION_HEADER = 'x-edit-session';
const SESSION_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** A lock as the sites service answers it: the holding tab's id only to the holder. */
export interface EditLockAnswer {
  user: { id: number; username: string };
  session?: string;
  acquired_at: string;
  expires_at: string;
}

const NOUN: Record<EditLockKind, string> = { page: 'page', post: 'post', menu: 'menu' };

/** "Anna is editing this post" (or "You are editing this post in another tab"). */
export function editingText(kind: EditLockKind, holder: { id: number; username: string }, user: AuthUser): string {
  return holder.id === user.id ? `You are editing this ${NOUN[kind]} in another tab` : `${holder.username} is editing this ${NOUN[kind]}`;
}

/**
 * A change to a thing someone else is editing is refused (423) while their lock lives: anyone but the
 * holder, and with the header any tab but the holder's (a tab id is the holder's only with the holder's
 * person: `lock.session` is shown to the holder alone). Without the header (an API client, another
 * screen) the holder may save. No live lock refuses nothing.
 */
export function assertMayChange(kind: EditLockKind, lock: EditLockAnswer | null | undefined, user: AuthUser, sessionHeader: unknown): void {
  if (!lock) return;
  const session = typeof sessionHeader === 'string' && SESSION_PATTERN.test(sessionHeader) ? sessionHeader : undefined;
  const mine = lock.user.id === user.id && (session === undefined || lock.session === session);
  if (mine) return;
  throw httpError(423, `${editingText(kind, lock.user, user)}. Take it over to save your changes.`, { lock });
}

const LOCK_TIMEOUT_MS = 2000;

/**
 * Asks the sites service who holds a post's or a menu's lock, as the saving user (their own bearer
 * token: the holder's tab id comes back only to the holder). null: nobody; undefined: no answer (the
 * sites service down or slow): the save goes on, guarded by its version as before the lock.
 */
export function sitesEditLocks(env: NodeJS.ProcessEnv = process.env) {
  return async (kind: 'post' | 'menu', id: number, authorization: string | undefined): Promise<EditLockAnswer | null | undefined> => {
    if (!authorization) return undefined;
    try {
      const response = await fetch(`${sitesServiceUrl(env)}/api/builder/${kind}s/${id}/lock/`, {
        headers: { authorization, accept: 'application/json' },
        signal: AbortSignal.timeout(LOCK_TIMEOUT_MS),
      });
      if (!response.ok) return undefined;
      const body = (await response.json()) as { lock?: EditLockAnswer | null };
      const lock = body.lock;
      if (lock === null) return null;
      if (!lock || typeof lock.user?.id !== 'number' || typeof lock.user.username !== 'string') return undefined;
      return lock;
    } catch {
      return undefined;
    }
  };
}

export type SitesEditLocks = ReturnType<typeof sitesEditLocks>;
