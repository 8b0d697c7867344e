// Which proxied requests may come without a user. Everything under /api, /ecommerce/api and /ws
// needs a valid access token except these; a token that is sent is verified everywhere.
// The services check ownership and roles themselves: this is the first gate, not the only one.

interface PublicRoute {
  methods?: readonly string[];
  path: RegExp;
}

const READ = ['GET', 'HEAD', 'OPTIONS'] as const;

export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  // sign-in and sign-up: the token does not exist yet (or has expired and is being refreshed)
  { path: /^\/api\/auth\/(login|register|refresh|token\/refresh|demo|logout)\/?$/ },
  // public-site data, and the password unlock of a protected site
  { path: /^\/api\/builder\/public(_site)?\// },
  // a published site's menus, and the click beacon they send
  { methods: READ, path: /^\/api\/menus\/public\// },
  { methods: ['POST'], path: /^\/api\/items\/\d+\/track_click\/?$/ },
  // analytics beacons sent by visitors' browsers from public sites
  { methods: ['POST', 'GET', 'OPTIONS'], path: /^\/api\/analytics\/(track|collect|beacon)(\/|$)/ },
  // the shop catalogue and a guest's cart
  { methods: READ, path: /^\/ecommerce\/api\/(categories|brands|products)(\/|$)(?!.*add_review)/ },
  { path: /^\/ecommerce\/api\/cart(\/|$)/ },
  // the marketplace catalogue (installing needs a user)
  { methods: READ, path: /^\/api\/marketplace\/(modules|categories)(\/(\d+\/?)?)?$/ },
];

const PROTECTED_PREFIXES = ['/api/', '/ecommerce/api/', '/ws/'];

// A dot segment or an encoded character could make a public-looking path reach another route
// upstream: such paths never count as public.
const AMBIGUOUS_PATH = /(^|\/)\.\.?(\/|$)|%|\\/;

export function needsUser(method: string, path: string): boolean {
  if (!PROTECTED_PREFIXES.some((prefix) => path.startsWith(prefix) || path === prefix.slice(0, -1))) {
    return false;
  }
  if (AMBIGUOUS_PATH.test(path)) return true;
  return !PUBLIC_ROUTES.some(
    (route) => route.path.test(path) && (!route.methods || route.methods.includes(method)),
  );
}
