import { httpError, type AuthUser } from '@atlas/service-kit';
import type { Deps } from '../deps';
import type { LockRow } from '../repositories/collaboration';
import { lockAnswer } from './presence-hub';

/** The header a builder tab sends with its saves: the tab (not just the person) that holds the lock. */
export const EDIT_SESSION_HEADER = 'x-edit-session';
const SESSION_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** "Anna is editing this page" (or "You are editing this page in another tab"). */
function editing(lock: LockRow, user: AuthUser): string {
  return lock.user_id === user.id ? 'You are editing this page in another tab' : `${lock.username} is editing this page`;
}

/** 409 for a lock someone else's tab holds: who, and the lock (the builder shows it and offers Take over). */
export function lockHeld(lock: LockRow, user: AuthUser) {
  return httpError(409, `${editing(lock, user)}.`, { lock: lockAnswer(lock, user.id) });
}

/**
 * A change to a page that someone else is editing is refused (423) while their lock lives: anyone but
 * the holder, and with the header any tab but the holder's (a tab id is the holder's only with the
 * holder's person: another's naming it is refused). Without the header (an API client, another screen)
 * the holder may save. Nobody holding it, or a lock that expired, refuses nothing.
 */
export async function assertMayChangePage(deps: Deps, pageId: number, user: AuthUser, sessionHeader: unknown): Promise<void> {
  const lock = await deps.repos.collaboration.lock(pageId);
  if (!lock) return;
  const session = typeof sessionHeader === 'string' && SESSION_PATTERN.test(sessionHeader) ? sessionHeader : undefined;
  const mine = lock.user_id === user.id && (session === undefined || lock.session === session);
  if (mine) return;
  throw httpError(423, `${editing(lock, user)}. Take it over to save your changes.`, { lock: lockAnswer(lock, user.id) });
}
