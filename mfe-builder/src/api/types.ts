// What the builder reads and sends, as the sites service's contract types it (@atlas/sites/contract:
// types derived from the service's schemas, and the product's option lists). Where the builder holds
// something narrower than the wire carries, the narrowing is written here.
import type { Block } from '@atlas/blocks';
import type * as Sites from '@atlas/sites/contract';

export {
  DEFAULT_SITE_SETTINGS,
  LANGUAGES,
  META_DESCRIPTION_MAX,
  META_TITLE_MAX,
  SITE_THEMES,
  TIMEZONES,
  siteDomain,
} from '@atlas/sites/contract';
export type { Language, SiteTheme, Timezone } from '@atlas/sites/contract';

/** Every site setting, and the password the settings modal may set (write-only: never in an answer). */
export type SiteSettings = Sites.SiteSettings & Pick<Sites.SiteChanges, 'site_password'>;
/** A site; `primary_origin` null = served at `/live/{slug}` (no sites domain, no primary domain). */
export type Site = Sites.Site;
export type SiteChanges = Sites.SiteChanges;

/** A page, its blocks typed as the block library makes them. */
export type Page = Omit<Sites.Page, 'blocks'> & { blocks: Block[] };
export type PageRevision = Omit<Sites.PageRevision, 'blocks'> & { blocks: Block[] };

/** A template card: one of the service's, or a sample the builder shows when the library cannot load (a string id, no preview). */
export type SiteTemplate = Pick<Sites.SiteTemplate, 'name' | 'description' | 'category'> &
  Partial<Omit<Sites.SiteTemplate, 'id' | 'preview_image'>> & { id: Sites.SiteTemplate['id'] | string; preview_image?: string | null };
export type FormSubmission = Sites.FormSubmission;

export type MenuItemType = Sites.MenuItemType;
/** A menu item; the builder names its items with strings. */
export type MenuItem = Omit<Sites.MenuItem, 'id'> & { id: string };
/** What the builder keeps of a site's menu. */
export type Navigation = Pick<Sites.Navigation, 'style_settings'> & { structure: MenuItem[] };

/** A site's own domain (docs/contracts.md "Sites on their own origin"): a www row (`www_of`) is verified by its apex's TXT record and removed with it. */
export type SiteDomain = Sites.Domain;
export type DnsRecord = Sites.DomainDnsRecord;
