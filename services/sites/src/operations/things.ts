import { httpError, type AuthUser, type SiteNeed } from '@atlas/service-kit';
import type { Deps } from '../deps';
import type { PresenceKind } from '../repositories/collaboration';
import { watchedThingsRepository } from '../repositories/watched-things';

/** What editing a thing needs: a page or a menu an editor's; a post an author's (the content service decides whose). */
export const EDIT_NEED: Record<PresenceKind, SiteNeed> = { page: 'write', post: 'author', menu: 'write' };

/**
 * The site of a page, post or menu, which the caller must hold `need` on: a page's own; a post's or a
 * menu's as their services' events told (a `site` named that is not the thing's is a thing not found there).
 */
export async function siteOfThing(
  deps: Pick<Deps, 'owned' | 'db'>,
  user: AuthUser,
  kind: PresenceKind,
  id: number,
  need: SiteNeed,
  site?: number,
): Promise<number> {
  if (kind === 'page') return (await deps.owned.page(user, id, need)).site.id;
  const own = await watchedThingsRepository(deps.db).siteOf(kind, id);
  if (own === undefined || (site !== undefined && site !== own))
    throw httpError(404, kind === 'post' ? 'Post not found' : 'Menu not found');
  return (await deps.owned.site(user, own, need)).id;
}
