// Which proxied requests may come without a user. Everything under /api, /ecommerce/api and /ws
// needs a valid access token except the public routes each service declares in its manifest; a
// token that is sent is verified everywhere. The services check ownership and roles themselves:
// this is the first gate, not the only one.
import type { ServiceManifest } from '@atlas/service-kit';
import { SERVICE_MANIFESTS } from './services';

export interface PublicRoute {
  methods?: readonly string[];
  path: RegExp;
}

export function publicRoutesOf(manifests: readonly ServiceManifest[]): PublicRoute[] {
  return manifests.flatMap((manifest) =>
    (manifest.publicRoutes ?? []).map((route) => ({ methods: route.methods, path: new RegExp(route.path) })),
  );
}

export const PUBLIC_ROUTES: readonly PublicRoute[] = publicRoutesOf(SERVICE_MANIFESTS);

const PROTECTED_PREFIXES = ['/api/', '/ecommerce/api/', '/ws/'];

// A dot segment or an encoded character could make a public-looking path reach another route
// upstream: such paths never count as public.
const AMBIGUOUS_PATH = /(^|\/)\.\.?(\/|$)|%|\\/;

export function needsUser(method: string, path: string, publicRoutes: readonly PublicRoute[] = PUBLIC_ROUTES): boolean {
  if (!PROTECTED_PREFIXES.some((prefix) => path.startsWith(prefix) || path === prefix.slice(0, -1))) {
    return false;
  }
  if (AMBIGUOUS_PATH.test(path)) return true;
  return !publicRoutes.some((route) => route.path.test(path) && (!route.methods || route.methods.includes(method)));
}
