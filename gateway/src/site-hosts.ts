// The edge's map of site hosts (docs/contracts.md "Sites on their own origin"): which site a Host header names and
// where each site lives. Filled from the sites service's GET /internal/hosts/ at start (retried with back-off until it
// answers), refreshed on sites.domain.* and sites.site.* events and every 60 s. A failed refresh keeps the last good
// copy: pages, redirects and the TLS permission keep answering from memory while the sites service is down.

export interface SiteOfHost {
  slug: string;
  /** `<scheme>://<host>[:<port>]`: the verified domain marked primary, else `<slug>.<ATLAS_SITES_DOMAIN>`. */
  primaryOrigin: string;
  /** Whether this host is the one of the primary origin (another host of the site answers 308 there). */
  isPrimary: boolean;
}

/** `GET /internal/hosts/` of the sites service. */
interface HostMapAnswer {
  sites_domain: string | null;
  sites: { id: number; slug: string; primary_origin: string | null }[];
  domains: { hostname: string; site_id: number; slug: string; primary: boolean }[];
}

export const HOST_MAP_TOPICS = [
  'sites.domain.verified',
  'sites.domain.removed',
  'sites.site.created',
  'sites.site.updated',
  'sites.site.deleted',
];

export interface SiteHostsOptions {
  sitesUrl: string;
  /** ATLAS_SITES_DOMAIN. */
  sitesDomain: string;
  /** ATLAS_SITES_SCHEME (default https) and ATLAS_SITES_PORT: a site's own origin when the service names none. */
  scheme?: string;
  port?: string;
  /** The event bus (`subscribe(topics, handle, { name })`); without it the map follows the 60 s refresh only. */
  events?: unknown;
  refreshMs?: number;
  /** The first retries' wait; it doubles up to 30 s. */
  retryMs?: number;
  onError?: (error: unknown) => void;
}

interface EventSource {
  subscribe(topics: string[], handle: () => Promise<void>, options?: { name?: string }): Promise<{ close(): Promise<void> }>;
}

const FETCH_TIMEOUT_MS = 2000;
const MAX_RETRY_MS = 30_000;

/** A Host header's name: lowercased, without its port or trailing dot; '' for an IP literal in brackets or nothing. */
export function hostName(host: string | undefined): string {
  if (!host || host.startsWith('[')) return '';
  const colon = host.indexOf(':');
  const name = (colon < 0 ? host : host.slice(0, colon)).toLowerCase();
  return name.endsWith('.') ? name.slice(0, -1) : name;
}

function isHostMap(value: unknown): value is HostMapAnswer {
  const answer = value as HostMapAnswer | null;
  return Boolean(answer && Array.isArray(answer.sites) && Array.isArray(answer.domains));
}

export function siteHosts(options: SiteHostsOptions) {
  const sitesDomain = options.sitesDomain.toLowerCase();
  const port = options.port ? `:${options.port}` : '';
  const ownOrigin = (slug: string) => `${options.scheme ?? 'https'}://${slug}.${sitesDomain}${port}`;
  let hosts = new Map<string, SiteOfHost>();
  let origins = new Map<string, string>();
  let loaded = false;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let subscription: { close(): Promise<void> } | undefined;
  let inFlight: Promise<boolean> | undefined;
  let again = false;

  function apply(answer: HostMapAnswer) {
    const nextOrigins = new Map<string, string>();
    const nextHosts = new Map<string, SiteOfHost>();
    const entry = (host: string, slug: string, primaryOrigin: string) => ({
      slug,
      primaryOrigin,
      isPrimary: hostName(new URL(primaryOrigin).host) === host,
    });
    for (const site of answer.sites) {
      const origin = site.primary_origin ?? ownOrigin(site.slug);
      nextOrigins.set(site.slug, origin);
      const subdomain = `${site.slug}.${sitesDomain}`;
      nextHosts.set(subdomain, entry(subdomain, site.slug, origin));
    }
    for (const domain of answer.domains) {
      const origin = nextOrigins.get(domain.slug);
      const host = hostName(domain.hostname);
      if (origin && host) nextHosts.set(host, entry(host, domain.slug, origin));
    }
    hosts = nextHosts;
    origins = nextOrigins;
    loaded = true;
  }

  async function load(): Promise<boolean> {
    try {
      const response = await fetch(`${options.sitesUrl.replace(/\/+$/, '')}/internal/hosts/`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      });
      const body: unknown = response.ok ? await response.json() : undefined;
      if (!isHostMap(body)) throw new Error(`GET /internal/hosts/ answered ${response.status}`);
      apply(body);
      return true;
    } catch (error) {
      options.onError?.(error);
      return false;
    }
  }

  /** Asks for the map again; calls arriving meanwhile share one more fetch after this one (a burst of events: two fetches). */
  function refresh(): Promise<boolean> {
    if (inFlight) {
      again = true;
      return inFlight;
    }
    inFlight = load().finally(() => {
      inFlight = undefined;
      if (again && !closed) {
        again = false;
        void refresh();
      }
    });
    return inFlight;
  }

  function schedule(ms: number, next: () => void) {
    if (closed) return;
    timer = setTimeout(next, ms);
    timer.unref();
  }

  /** Until the first answer: retries at 0.5 s, 1 s, 2 s ... 30 s; then every `refreshMs`. */
  function keepFresh(wait: number) {
    schedule(wait, () => {
      void refresh().then(() => keepFresh(loaded ? (options.refreshMs ?? 60_000) : Math.min(wait * 2, MAX_RETRY_MS)));
    });
  }

  return {
    /** The first fetch is tried once before the gateway listens; retries go on in the background. */
    async start(): Promise<void> {
      const events = options.events as EventSource | undefined;
      if (typeof events?.subscribe === 'function') {
        subscription = await events.subscribe(HOST_MAP_TOPICS, async () => void refresh(), { name: 'site-hosts' });
      }
      await refresh();
      keepFresh(loaded ? (options.refreshMs ?? 60_000) : (options.retryMs ?? 500));
    },
    refresh,
    /** The site a Host header names (`<slug>.<ATLAS_SITES_DOMAIN>` of an existing site, or a verified domain). */
    siteOfHost(host: string | undefined): SiteOfHost | undefined {
      return hosts.get(hostName(host));
    },
    /** A site's primary origin; undefined for a site the map does not hold. */
    originOfSlug(slug: string): string | undefined {
      return origins.get(slug);
    },
    /** A `<label>.<ATLAS_SITES_DOMAIN>` name's label (a would-be site slug), else undefined. */
    subdomainLabel(host: string | undefined): string | undefined {
      const name = hostName(host);
      if (!name.endsWith(`.${sitesDomain}`)) return undefined;
      const label = name.slice(0, -sitesDomain.length - 1);
      return label && !label.includes('.') ? label : undefined;
    },
    ownOrigin,
    /** Whether a certificate may be issued for this name: exactly a host of the map (no port, no wildcard). */
    allowsCertificate(domain: string): boolean {
      const name = domain.toLowerCase();
      return name.length > 0 && name.length <= 253 && /^[a-z0-9.-]+$/.test(name) && hosts.has(name);
    },
    get loaded() {
      return loaded;
    },
    async close(): Promise<void> {
      closed = true;
      if (timer) clearTimeout(timer);
      await subscription?.close();
    },
  };
}

export type SiteHosts = ReturnType<typeof siteHosts>;
