// @atlas/sites/contract: what the front ends may import from this service. The shapes of its answers
// and requests are types derived from the route schemas (erased from a bundle: `import type` only);
// the product rules both sides apply are values from site-rules.ts, which imports nothing. Nothing
// else of the service may be imported here: whatever this file pulls in ends up in a browser bundle.
import type { Static } from '@atlas/service-kit';
import type { Site as SiteSchema, CreateSiteBody, UpdateSiteBody } from './schemas/sites';
import type { SiteSettings as SiteSettingsSchema } from './schemas/settings';
import type { Page as PageSchema, PageRevision as PageRevisionSchema, CreatePageBody, UpdatePageBody } from './schemas/pages';
import type {
  MenuItem as MenuItemSchema,
  MenuItemInput as MenuItemInputSchema,
  Navigation as NavigationSchema,
  UpdateNavigationBody,
} from './schemas/navigation';
import type { Template as TemplateSchema } from './schemas/templates';
import type { CustomBlock as CustomBlockSchema } from './schemas/custom-blocks';
import type { FormSubmission as FormSubmissionSchema } from './schemas/submissions';
import type { Block as BlockSchema } from './schemas/blocks';
import type {
  LockedSite as LockedSiteSchema,
  PrimarySite as PrimarySiteSchema,
  PublicPage as PublicPageSchema,
  PublicPageData as PublicPageDataSchema,
  PagePreviewData as PagePreviewDataSchema,
  PublicPageSummary as PublicPageSummarySchema,
  PublicSite as PublicSiteSchema,
  PublicSiteData as PublicSiteDataSchema,
  SiteUnlocked as SiteUnlockedSchema,
} from './schemas/public';
import type {
  CustomizeBody,
  Preset as PresetSchema,
  SiteTheme as SiteThemeSchema,
  Theme as ThemeSchema,
  ThemeAsset as ThemeAssetSchema,
  ThemeDetail as ThemeDetailSchema,
  ThemeVariation as ThemeVariationSchema,
  CreateSiteThemeBody,
  UpdateSiteThemeBody,
  SwitchThemeBody,
} from './schemas/themes';

export * from './rules/site-rules';
export * from './rules/theme-rules';

/** Every site-wide setting (the Site Settings modal). */
export type SiteSettings = Static<typeof SiteSettingsSchema>;
/** A site as its owner reads it: every setting flat and under `settings`. */
export type Site = Static<typeof SiteSchema>;
export type NewSite = Static<typeof CreateSiteBody>;
/** A PATCH of a site: any of its fields and settings, and `site_password` (write-only). */
export type SiteChanges = Static<typeof UpdateSiteBody>;

/** A block as the service stores it; the builder's own block type is stricter. */
export type StoredBlock = Static<typeof BlockSchema>;
export type Page = Static<typeof PageSchema>;
export type NewPage = Static<typeof CreatePageBody>;
export type PageChanges = Static<typeof UpdatePageBody>;
export type PageRevision = Static<typeof PageRevisionSchema>;

export type MenuItem = Static<typeof MenuItemSchema>;
export type MenuItemType = MenuItem['type'];
/** A menu item as the builder sends it: the service fills in what is missing. */
export type MenuItemInput = Static<typeof MenuItemInputSchema>;
export type Navigation = Static<typeof NavigationSchema>;
export type NavigationChanges = Static<typeof UpdateNavigationBody>;

export type SiteTemplate = Static<typeof TemplateSchema>;
export type CustomBlock = Static<typeof CustomBlockSchema>;
export type FormSubmission = Static<typeof FormSubmissionSchema>;

/** What the public renderer reads, without a token. */
export type PublicSite = Static<typeof PublicSiteSchema>;
export type PublicPageSummary = Static<typeof PublicPageSummarySchema>;
export type PublicPage = Static<typeof PublicPageSchema>;
export type PublicSiteData = Static<typeof PublicSiteDataSchema>;
export type PublicPageData = Static<typeof PublicPageDataSchema>;
/** `GET /api/builder/preview/{token}/`: the public page's answer with the page's current draft and `preview.expires_at`. */
export type PagePreviewData = Static<typeof PagePreviewDataSchema>;
/** A page's draft-preview link as its editors see it (`POST|GET /api/builder/pages/{id}/previews/`). */
export type { PreviewLink } from '@atlas/service-kit';
export type LockedSite = Static<typeof LockedSiteSchema>;
export type PrimarySite = Static<typeof PrimarySiteSchema>;
export type SiteUnlocked = Static<typeof SiteUnlockedSchema>;

/** Themes (/api/themes/*): the catalogue, presets and a site's one site theme; theme-rules.ts draws them as CSS. */
export type Theme = Static<typeof ThemeSchema>;
export type ThemeDetail = Static<typeof ThemeDetailSchema>;
export type ThemeVariation = Static<typeof ThemeVariationSchema>;
export type ThemeAsset = Static<typeof ThemeAssetSchema>;
export type ThemePreset = Static<typeof PresetSchema>;
export type SiteTheme = Static<typeof SiteThemeSchema>;
export type NewSiteTheme = Static<typeof CreateSiteThemeBody>;
export type SiteThemeChanges = Static<typeof UpdateSiteThemeBody>;
export type ThemeCustomization = Static<typeof CustomizeBody>;
export type SwitchThemeRequest = Static<typeof SwitchThemeBody>;

// Teams (docs/contracts.md "Teams"): the roles and their order come from the kit's roles module (it imports nothing).
export { SITE_ROLES, MEMBER_ROLES, roleAllows, ROLE_REFUSED } from '@atlas/service-kit/roles';
export { PREVIEW_DAYS, PREVIEW_GONE } from '@atlas/service-kit/preview-days';
import type {
  Member as MemberSchema,
  Invitation as InvitationSchema,
  CreateInvitationBody as CreateInvitationBodySchema,
  AcceptedInvitation as AcceptedInvitationSchema,
  InvitationPreview as InvitationPreviewSchema,
} from './schemas/members';
export type SiteRole = NonNullable<Site['role']>;
export type MemberRole = Exclude<SiteRole, 'owner'>;
export type Member = Static<typeof MemberSchema>;
export type Invitation = Static<typeof InvitationSchema>;
export type NewInvitation = Static<typeof CreateInvitationBodySchema>;
export type AcceptedInvitation = Static<typeof AcceptedInvitationSchema>;
export type InvitationPreview = Static<typeof InvitationPreviewSchema>;

// Own domains (docs/contracts.md "Sites on their own origin"); primaryOrigin comes with site-rules.ts above.
import type {
  Domain as DomainSchema,
  NewDomain as NewDomainSchema,
  DomainList as DomainListSchema,
  CreateDomainBody as CreateDomainBodySchema,
  UpdateDomainBody as UpdateDomainBodySchema,
  DnsRecord as DnsRecordSchema,
  HostMap as HostMapSchema,
} from './schemas/domains';
export type Domain = Static<typeof DomainSchema>;
/** A new domain; an apex's carries the `www.` row added with it. */
export type NewDomain = Static<typeof NewDomainSchema>;
export type DomainList = Static<typeof DomainListSchema>;
export type DomainRequest = Static<typeof CreateDomainBodySchema>;
export type DomainChanges = Static<typeof UpdateDomainBodySchema>;
export type DomainDnsRecord = Static<typeof DnsRecordSchema>;
/** `GET /internal/hosts/` (the sites service, read by the gateway). */
export type SiteHostMap = Static<typeof HostMapSchema>;
/** The payloads of `sites.domain.verified` and `sites.domain.removed`. */
export type { DomainVerifiedPayload, DomainRemovedPayload, DomainRemovedReason } from './events/published';

// Presence (the editors' socket, routes/presence.ts): what it sends, typed once for the service and the shell kit.
import type { PageLock as PageLockSchema } from './schemas/collaboration';
/** Who holds a page's, post's or menu's lock; the holding tab's id only when it is the asker's. */
export type PageLock = Static<typeof PageLockSchema>;
export type { PresenceKind } from './repositories/collaboration';
export type { PresentPerson, PresenceMessage } from './operations/presence-hub';
