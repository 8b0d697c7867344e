// What the sites service answers the renderer, as its contract types it (@atlas/sites/contract,
// derived from the service's schemas; docs/contracts.md "Sites service → public site renderer").
import type { Block } from '@atlas/blocks';
import type * as Sites from '@atlas/sites/contract';

export type { LockedSite, MenuItem, PublicPageSummary, PublicSite, PublicSiteData } from '@atlas/sites/contract';

/** A published page, its blocks read with the block library's type (the renderer draws them with it). */
export type PublicPage = Omit<Sites.PublicPage, 'blocks'> & { blocks: Block[] };

/** `GET /api/builder/public/{slug}/{page}/`; `fallback`: the page asked for does not exist, the home page was answered. */
export type PublicPageData = Omit<Sites.PublicPageData, 'page'> & { page: PublicPage };

/** `GET /api/builder/preview/{token}/`: the public page's answer with the page's current draft. */
export type PagePreviewData = PublicPageData & { preview: Sites.PagePreviewData['preview'] };
