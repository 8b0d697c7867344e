import { assertMayChange, editingText, httpError, type AuthUser, type EditLockKind } from '@atlas/service-kit';
import type { Deps } from '../deps';
import type { LockRow } from '../repositories/collaboration';
import { lockAnswer } from './presence-hub';

export { EDIT_SESSION_HEADER } from '@atlas/service-kit';

/** 409 for a lock someone else's tab holds: who, and the lock (the editor shows it and offers Take over). */
export function lockHeld(kind: EditLockKind, lock: LockRow, user: AuthUser) {
  const answer = lockAnswer(lock, user.id)!;
  return httpError(409, `${editingText(kind, answer.user, user)}.`, { lock: answer });
}

/**
 * A change to a page that someone else is editing is refused (423) while their lock lives: the kit's
 * rule (`assertMayChange`), which the content and menus services apply to posts and menus.
 */
export async function assertMayChangePage(deps: Deps, pageId: number, user: AuthUser, sessionHeader: unknown): Promise<void> {
  const lock = await deps.repos.collaboration.lock({ kind: 'page', id: pageId });
  assertMayChange('page', lockAnswer(lock, user.id), user, sessionHeader);
}
