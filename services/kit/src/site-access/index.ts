// The site-access module: one copy of sites and their members per service (its tables, its consumers,
// its queries) and one access check over it, by role (docs/contracts.md "Teams").
export { siteCopyMigration, siteMembersMigration, siteCopyRepository, publishedSiteLookup } from './copy';
export type { SiteCopyRow, SiteFacts, SiteCopyRepository, MembershipFacts, SiteWithRole } from './copy';
export { siteCopyConsumers, siteFacts } from './consumers';
export type { SitePayload, SiteChange, SiteCopyHooks, SiteEventContext } from './consumers';
export { decideSiteRole } from './decide';
export type { SiteAsker, SiteDecision } from './decide';
export { siteAccess, sitesServiceLookup, sitesServiceUrl } from './access';
export type { SitesLookup, SiteAnswer, SiteAccessCheck } from './access';
export { requireSiteOf } from './thing-of-site';
export { SITE_ROLES, MEMBER_ROLES, ROLE_REFUSED, isSiteRole, isMemberRole, neededRole, roleAllows, higherRole } from './roles';
export type { SiteRole, MemberRole, SiteAccess, SiteNeed } from './roles';
export { EDIT_SESSION_HEADER, assertMayChange, editingText, sitesEditLocks } from './edit-locks';
export type { EditLockKind, EditLockAnswer, SitesEditLocks } from './edit-locks';
