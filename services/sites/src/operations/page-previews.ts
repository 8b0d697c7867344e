import { activePreview, httpError, PREVIEW_NOT_FOUND, previewLinkActions, type AuthUser, type PreviewLink } from '@atlas/service-kit';
import type { Deps } from '../deps';
import type { PagePreviewData } from '../schemas/public';
import type { OwnedPage } from './ownership';
import { publicPageAnswer } from './public-site';

const links = (deps: Pick<Deps, 'repos' | 'secret'>) => previewLinkActions(deps.repos.previews, 'page_id', deps.secret);

/** A new link to the page's draft; the answer is the only place the token is given in full besides the sealed list. */
export function createPagePreview(deps: Deps, user: AuthUser, { page, site }: OwnedPage, days?: number): Promise<PreviewLink> {
  return links(deps).create(user, page.id, site.id, days);
}

export function activePagePreviews(deps: Deps, { page }: OwnedPage): Promise<PreviewLink[]> {
  return links(deps).active(page.id);
}

export function revokePagePreview(deps: Deps, { page }: OwnedPage, previewId: number): Promise<void> {
  return links(deps).revoke(page.id, previewId);
}

/**
 * What `/preview/{token}` shows: the page as the builder last saved it (published or not), framed as the
 * public page would be, whatever the site's publication or password: the link is the permission.
 */
export async function pagePreviewData(deps: Pick<Deps, 'repos' | 'env'>, token: string): Promise<PagePreviewData> {
  const { repos } = deps;
  const link = activePreview(await repos.previews.findByToken(token));
  const page = await repos.pages.findById(link.page_id);
  // The link names its page and that page's site: a page moved or gone is no preview of anything.
  if (!page || page.site_id !== link.site_id) throw httpError(404, PREVIEW_NOT_FOUND);
  const site = await repos.sites.findById(page.site_id);
  if (!site) throw httpError(404, PREVIEW_NOT_FOUND);
  return {
    ...(await publicPageAnswer(deps, site, page)),
    fallback: false,
    preview: { expires_at: new Date(link.expires_at).toISOString() },
  };
}
