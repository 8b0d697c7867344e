// The site-access module: one copy of sites per service (its table, its consumers, its queries) and
// one access check over it. Teams (members and roles) extend it here, once for every service.
export { siteCopyMigration, siteCopyRepository, publishedSiteLookup } from './copy';
export type { SiteCopyRow, SiteFacts, SiteCopyRepository } from './copy';
export { siteCopyConsumers, siteFacts } from './consumers';
export type { SitePayload, SiteChange, SiteCopyHooks, SiteEventContext } from './consumers';
export { maySee, siteAccess, sitesServiceLookup, sitesServiceUrl } from './access';
export type { SiteAccess, SitesLookup, SiteAccessCheck } from './access';
