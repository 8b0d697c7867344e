import type { FastifyRequest } from 'fastify';
import { EDIT_SESSION_HEADER, assertMayChange } from '@atlas/service-kit';
import type { Deps } from '../deps';

/**
 * Someone else editing the menu (their tab holds its lock in the sites service, taken by the menu
 * builder) refuses a change to it or its items: 423 naming them. No menu (a bad id: the route's own
 * check answers) or no answer from the sites service refuses nothing.
 */
export async function assertMenuUnlocked(deps: Deps, request: FastifyRequest, menuId: number | null | undefined): Promise<void> {
  if (!menuId) return;
  const lock = await deps.editLocks('menu', menuId, request.headers.authorization);
  assertMayChange('menu', lock, request.user, request.headers[EDIT_SESSION_HEADER]);
}

/** The same, for the menu an item belongs to. */
export async function assertItemMenuUnlocked(deps: Deps, request: FastifyRequest, itemId: number | undefined): Promise<void> {
  if (!itemId) return;
  await assertMenuUnlocked(deps, request, (await deps.repos.items.find(itemId))?.menu_id);
}
