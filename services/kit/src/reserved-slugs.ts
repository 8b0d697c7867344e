/**
 * App routes a site slug may not shadow: the gateway routes these paths to the shell or a service,
 * so a site with such a slug would be unreachable.
 */
export const RESERVED_SLUGS: readonly string[] = Object.freeze([
  // the shell's top-level routes and the words a sign-in page could live under
  'dashboard',
  'login',
  'register',
  'logout',
  'signup',
  'signin',
  'account',
  'profile',
  'settings',
  'builder',
  'visual-builder',
  'preview',
  'live',
  'admin',
  'shop',
  'products',
  'product',
  'categories',
  'cart',
  'checkout',
  'orders',
  // paths a front end mounts at the top level: template previews (shell), accepting an invitation (mfe-builder)
  'templates',
  'invite',
  // what the gateway serves itself
  'api',
  'ecommerce',
  'ws',
  'remotes',
  'static',
  'assets',
  'health',
  'metrics',
  'documentation',
  'media',
  'mf-manifest.json',
  'favicon.ico',
  'robots.txt',
  'sitemap.xml',
  'manifest.json',
]);

const reserved = new Set(RESERVED_SLUGS);

export function isReservedSlug(slug: string): boolean {
  return reserved.has(slug.trim().toLowerCase());
}
