import {
  activePreview,
  httpError,
  newPreviewLink,
  PREVIEW_NOT_FOUND,
  previewLinkAnswer,
  type AuthUser,
  type PreviewLink,
} from '@atlas/service-kit';
import type { Deps } from '../deps';
import type { PagePreviewData } from '../schemas/public';
import type { OwnedPage } from './ownership';
import { navigationResponse, publicPage, publicSiteResponse } from './responses';
import { resolvedSiteTheme } from './site-themes';

/** A new link to the page's draft; the answer is the only place the token is given in full besides the sealed list. */
export async function createPagePreview(deps: Deps, user: AuthUser, { page, site }: OwnedPage, days?: number): Promise<PreviewLink> {
  const { token, stored } = newPreviewLink(deps.secret, days);
  const row = await deps.repos.previews.create({
    ...stored,
    page_id: page.id,
    site_id: site.id,
    created_by: user.id,
    created_by_username: user.username,
  });
  return previewLinkAnswer(row, deps.secret, token);
}

export async function activePagePreviews(deps: Deps, { page }: OwnedPage): Promise<PreviewLink[]> {
  return (await deps.repos.previews.listActive(page.id)).map((row) => previewLinkAnswer(row, deps.secret));
}

export async function revokePagePreview(deps: Deps, { page }: OwnedPage, previewId: number): Promise<void> {
  if (!(await deps.repos.previews.revoke(page.id, previewId))) throw httpError(404, PREVIEW_NOT_FOUND);
}

/**
 * What `/preview/{token}` shows: the page as the builder last saved it (published or not), framed as the
 * public page would be, whatever the site's publication or password: the link is the permission.
 */
export async function pagePreviewData({ repos }: Pick<Deps, 'repos'>, token: string): Promise<PagePreviewData> {
  const link = activePreview(await repos.previews.findByToken(token));
  const page = await repos.pages.findById(link.page_id);
  // The link names its page and that page's site: a page moved or gone is no preview of anything.
  if (!page || page.site_id !== link.site_id) throw httpError(404, PREVIEW_NOT_FOUND);
  const site = await repos.sites.findById(page.site_id);
  if (!site) throw httpError(404, PREVIEW_NOT_FOUND);
  const [navigation, theme] = await Promise.all([repos.navigations.findBySite(site.id), resolvedSiteTheme(repos, site.id)]);
  return {
    site: publicSiteResponse(site, theme),
    page: publicPage(page),
    navigation: navigationResponse(navigation, site.id),
    fallback: false,
    preview: { expires_at: new Date(link.expires_at).toISOString() },
  };
}
