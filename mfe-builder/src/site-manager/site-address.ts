/**
 * Where a site is served: this origin and `/{slug}` (the public renderer's path). The service's
 * `{slug}.atlas.site` domain is not served yet, so no screen promises it until sites get their own origin.
 */
export const siteAddress = (slug: string) => `${window.location.origin}/${slug}`;
