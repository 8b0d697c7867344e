import { EDIT_SESSION_HEADER, assertMayChange, type AuthUser } from '@atlas/service-kit';
import type { Deps } from '../deps';

/** What a change brings that the lock is judged by: who asks, their bearer token and their tab. */
export interface Changer {
  user: AuthUser;
  headers: { authorization?: string; [name: string]: string | string[] | undefined };
}

/**
 * Someone else editing the menu (their tab holds its lock in the sites service, taken by the menu
 * builder) refuses a change to it or its items: 423 naming them. No menu (a bad id: the route's own
 * check answers) or no answer from the sites service refuses nothing.
 */
export async function assertMenuUnlocked(deps: Deps, request: Changer, menuId: number | null | undefined): Promise<void> {
  if (!menuId) return;
  const lock = await deps.editLocks('menu', menuId, request.headers.authorization);
  assertMayChange('menu', lock, request.user, request.headers[EDIT_SESSION_HEADER]);
}

/** The same, for the menu an item belongs to. */
export async function assertItemMenuUnlocked(deps: Deps, request: Changer, itemId: number | undefined): Promise<void> {
  if (!itemId) return;
  await assertMenuUnlocked(deps, request, (await deps.repos.items.find(itemId))?.menu_id);
}
