/**
 * App routes a site slug may not shadow: the gateway routes these paths to the shell or a service,
 * so a site with such a slug would be unreachable.
 */
export const RESERVED_SLUGS: readonly string[] = Object.freeze([
  'dashboard', 'login', 'register', 'logout', 'signup', 'signin', 'account', 'profile', 'settings',
  'shop', 'builder', 'api', 'preview', 'live', 'products', 'product', 'cart', 'checkout', 'orders',
  'admin', 'remotes', 'ws', 'static', 'assets', 'visual-builder', 'marketplace', 'content', 'media',
  'menus', 'analytics', 'performance', 'ecommerce', 'themes', 'templates', 'documentation',
  'health', 'metrics', 'mf-manifest.json', 'favicon.ico', 'robots.txt', 'sitemap.xml', 'manifest.json',
]);

const reserved = new Set(RESERVED_SLUGS);

export function isReservedSlug(slug: string): boolean {
  return reserved.has(slug.trim().toLowerCase());
}
