// Presenters: a stored row as the API answers it, typed by the response schemas (explicit fields, so
// a password hash or an owner's private setting never leaves by accident).
import type { SiteRow } from '../repositories/sites';
import type { PageRow } from '../repositories/pages';
import type { NavigationRow } from '../repositories/navigations';
import type { RevisionRow } from '../repositories/revisions';
import type { TemplateRow } from '../repositories/templates';
import type { CustomBlockRow } from '../repositories/custom-blocks';
import type { SubmissionRow } from '../repositories/submissions';
import type { Site } from '../schemas/sites';
import type { Navigation } from '../schemas/navigation';
import type { Page, PageRevision } from '../schemas/pages';
import type { PublicPage, PublicPageSummary, PublicSite } from '../schemas/public';
import type { Template } from '../schemas/templates';
import type { CustomBlock } from '../schemas/custom-blocks';
import type { FormSubmission } from '../schemas/submissions';
import { withDefaults } from '../schemas/settings';
import { siteDomain } from '../rules/site-rules';
import type { ResolvedTheme } from '../rules/theme-rules';

const iso = (d: Date | string) => new Date(d).toISOString();
const isoOrNull = (d: Date | string | null) => (d === null ? null : iso(d));

export function navigationResponse(nav: NavigationRow | undefined, siteId: number): Navigation {
  return {
    id: nav?.id ?? null,
    site: siteId,
    structure: nav?.structure ?? [],
    style_settings: nav?.style_settings ?? {},
    updated_at: nav ? iso(nav.updated_at) : null,
  };
}

/** A site as its owner sees it; every setting both flat and under `settings`. */
export function siteResponse(site: SiteRow, extra: { pagesCount: number; navigation?: NavigationRow; primaryOrigin: string | null }): Site {
  const settings = withDefaults(site.settings);
  return {
    id: site.id,
    name: site.name,
    slug: site.slug,
    description: site.description,
    is_published: site.is_published,
    isPrimary: site.is_primary,
    is_primary: site.is_primary,
    pages_count: extra.pagesCount,
    owner: site.owner_id,
    logo_url: site.logo_url ?? '',
    domain: siteDomain(site.slug),
    custom_domain: site.custom_domain ?? '',
    primary_origin: extra.primaryOrigin,
    navigations: extra.navigation ? [navigationResponse(extra.navigation, site.id)] : [],
    published_at: isoOrNull(site.published_at),
    created_at: iso(site.created_at),
    updated_at: iso(site.updated_at),
    ...settings,
    settings,
  };
}

/**
 * What a visitor's renderer needs of a site: presentation and SEO settings, nothing private. `siteTheme`:
 * what its pages wear when it has a site theme (operations/site-themes.ts resolvedSiteTheme); `primaryOrigin`
 * where the site lives (operations/domains.ts siteOrigin).
 */
export function publicSiteResponse(site: SiteRow, siteTheme: ResolvedTheme | null, primaryOrigin: string | null): PublicSite {
  const s = withDefaults(site.settings);
  return {
    id: site.id,
    name: site.name,
    slug: site.slug,
    description: site.description,
    logo_url: site.logo_url ?? '',
    domain: siteDomain(site.slug),
    primary_origin: primaryOrigin,
    favicon: s.favicon,
    default_language: s.default_language,
    meta_title: s.meta_title,
    meta_description: s.meta_description,
    meta_keywords: s.meta_keywords,
    og_image: s.og_image,
    allow_indexing: s.allow_indexing,
    auto_generate_sitemap: s.auto_generate_sitemap,
    theme: s.theme,
    primary_color: s.primary_color,
    custom_css: s.custom_css,
    custom_js: s.custom_js,
    maintenance_mode: s.maintenance_mode,
    password_protected: s.password_protected,
    cookie_consent_enabled: s.cookie_consent_enabled,
    analytics_enabled: s.analytics_enabled,
    google_analytics_id: s.google_analytics_id,
    facebook_pixel_id: s.facebook_pixel_id,
    published_at: isoOrNull(site.published_at),
    updated_at: iso(site.updated_at),
    site_theme: siteTheme,
  };
}

export function pageResponse(page: PageRow): Page {
  return {
    id: page.id,
    site: page.site_id,
    title: page.title,
    slug: page.slug,
    blocks: page.blocks,
    page_type: page.page_type,
    is_published: page.is_published,
    is_home_page: page.is_home_page,
    meta_title: page.meta_title,
    meta_description: page.meta_description,
    published_at: isoOrNull(page.published_at),
    version: page.version,
    created_at: iso(page.created_at),
    updated_at: iso(page.updated_at),
  };
}

export function publicPageSummary(page: PageRow): PublicPageSummary {
  return {
    id: page.id,
    title: page.title,
    slug: page.slug,
    is_home_page: page.is_home_page,
    page_type: page.page_type,
    updated_at: iso(page.updated_at),
  };
}

export function publicPage(page: PageRow): PublicPage {
  return {
    id: page.id,
    title: page.title,
    slug: page.slug,
    blocks: page.blocks,
    page_type: page.page_type,
    is_home_page: page.is_home_page,
    meta_title: page.meta_title,
    meta_description: page.meta_description,
    updated_at: iso(page.updated_at),
  };
}

export function revisionResponse(revision: RevisionRow): PageRevision {
  return {
    id: revision.id,
    page: revision.page_id,
    title: revision.title,
    blocks: revision.blocks,
    blocks_count: revision.blocks.length,
    created_by: revision.created_by,
    created_by_username: revision.created_by === null ? null : (revision.created_by_username ?? null),
    restored_from: revision.restored_from ?? null,
    set_aside: revision.set_aside === true,
    created_at: iso(revision.created_at),
  };
}

export function templateResponse(template: TemplateRow): Template {
  return {
    id: template.id,
    key: template.key,
    name: template.name,
    description: template.description,
    category: template.category,
    blocks: template.blocks,
    is_premium: template.is_premium,
    is_popular: template.is_popular,
    is_featured: template.is_popular,
    is_own: template.owner_id !== null,
    usage_count: template.usage_count,
    downloads: template.usage_count,
    rating: template.rating,
    preview_image: template.preview_image,
    thumbnail: template.preview_image,
    type: 'page',
    author: template.owner_id === null ? 'Atlas' : 'You',
    created_at: iso(template.created_at),
    updated_at: iso(template.updated_at),
  };
}

export function customBlockResponse(block: CustomBlockRow): CustomBlock {
  return {
    id: block.id,
    name: block.name,
    category: block.category,
    site: block.site_id,
    block: block.block,
    created_at: iso(block.created_at),
    updated_at: iso(block.updated_at),
  };
}

export function submissionResponse(submission: SubmissionRow): FormSubmission {
  return {
    id: submission.id,
    site: submission.site_id,
    form_name: submission.form_name,
    page_slug: submission.page_slug,
    data: submission.data,
    created_at: iso(submission.created_at),
  };
}
