import { activePreview, httpError, PREVIEW_NOT_FOUND, previewLinkActions, type AuthUser, type PreviewLink } from '@atlas/service-kit';
import type { Deps } from '../deps';
import type { ItemView } from '../repositories/items';
import type { PostPreview } from '../schemas/items';
import { publicPost } from './public-posts';

/** Only posts have a public page to preview; any other item is no post (the same 404 as a missing one). */
function postOf(item: ItemView): ItemView {
  if (item.type !== 'post') throw httpError(404, 'Post not found');
  return item;
}

const links = (deps: Pick<Deps, 'repos' | 'secret'>) => previewLinkActions(deps.repos.previews, 'item_id', deps.secret);

export function createPostPreview(deps: Deps, user: AuthUser, item: ItemView, days?: number): Promise<PreviewLink> {
  const post = postOf(item);
  return links(deps).create(user, post.id, post.site_id, days);
}

export function activePostPreviews(deps: Deps, item: ItemView): Promise<PreviewLink[]> {
  return links(deps).active(postOf(item).id);
}

export function revokePostPreview(deps: Deps, item: ItemView, previewId: number): Promise<void> {
  return links(deps).revoke(postOf(item).id, previewId);
}

/** What a post's preview link shows: the post as last saved (draft, scheduled or published), body included. */
export async function postPreviewData(deps: Deps, token: string): Promise<PostPreview> {
  const link = activePreview(await deps.repos.previews.findByToken(token));
  const item = await deps.repos.items.find(link.item_id);
  if (!item || item.type !== 'post' || item.site_id !== link.site_id) throw httpError(404, PREVIEW_NOT_FOUND);
  const site = await deps.repos.sites.find(item.site_id);
  if (!site || site.deleted) throw httpError(404, PREVIEW_NOT_FOUND);
  return {
    site: { id: site.id, slug: site.slug, name: site.name },
    post: await publicPost(deps, item),
    preview: { expires_at: new Date(link.expires_at).toISOString() },
  };
}
