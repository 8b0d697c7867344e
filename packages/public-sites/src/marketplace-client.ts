import type { DeclarativeBlock } from '@atlas/blocks';
import type { PublicModules, PublicRedirects } from '@atlas/marketplace/contract';

// What the marketplace says about a published site (no token: the answers are public): the integrations
// and utilities its owner has installed, and its redirect rules. Kept per site until a marketplace event
// says they changed (or the TTL runs out); when the service does not answer, the last answer is used for
// a little longer, then nothing (pages render without integrations and without redirects).

const TIMEOUT_MS = 2000;
/** How long a failed read is remembered before the service is asked again (one slow call per site, not one per visitor). */
export const MARKETPLACE_FAILED_MS = 5_000;
/** How long past its expiry the last answer stands in for a service that does not answer. */
export const MARKETPLACE_STALE_MS = 60_000;
/** Block definitions change only when a publisher uploads a new version. */
const DEFINITIONS_TTL_MS = 10 * 60_000;

export interface SiteModules {
  integrations: string[];
  utilities: string[];
  /** The service did not answer: a page drawn with this is not kept long. */
  failed: boolean;
}

export interface RedirectRule {
  from_path: string;
  to_path: string;
  status_code: number;
}

export interface SiteRedirects {
  rules: Map<string, RedirectRule>;
  failed: boolean;
}

export const NO_MODULES: SiteModules = { integrations: [], utilities: [], failed: false };

interface Entry<T> {
  value: T;
  expiresAt: number;
  /** Until when this answer may stand in for a service that does not answer. */
  staleUntil: number;
}

type Answer<T> = { kind: 'ok'; data: T } | { kind: 'not-found' } | { kind: 'failed' };

const strings = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

export interface MarketplaceClientOptions {
  /** How long an answer is reused (the renderer's page TTL). */
  ttlMs: number;
  now?: () => number;
}

export function marketplaceClient(marketplaceUrl: string, options: MarketplaceClientOptions) {
  const base = marketplaceUrl.replace(/\/+$/, '');
  const now = options.now ?? Date.now;
  const modules = new Map<string, Entry<SiteModules>>();
  const redirects = new Map<string, Entry<SiteRedirects>>();
  const definitions = new Map<string, Entry<DeclarativeBlock[]>>();
  const pending = new Map<string, Promise<unknown>>();
  /** Site ids seen in the sites service's answers: module events name sites by id. */
  const slugsById = new Map<number, string>();

  async function get<T>(path: string): Promise<Answer<T>> {
    try {
      const response = await fetch(`${base}${path}`, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(TIMEOUT_MS) });
      const body = await response.json().catch(() => null);
      if (response.ok && body && typeof body === 'object') return { kind: 'ok', data: body as T };
      if (response.status === 404) return { kind: 'not-found' };
      return { kind: 'failed' };
    } catch {
      return { kind: 'failed' };
    }
  }

  /** One read per key at a time; a fresh entry answers at once. */
  function read<T, V extends object>(
    cache: Map<string, Entry<V>>,
    key: string,
    path: string,
    parse: (data: T) => V,
    empty: V,
    failed: V,
  ): Promise<V> {
    const entry = cache.get(key);
    const at = now();
    if (entry && entry.expiresAt > at) return Promise.resolve(entry.value);
    const flight = path;
    let promise = pending.get(flight) as Promise<V> | undefined;
    if (!promise) {
      promise = get<T>(path)
        .then((answer) => {
          const time = now();
          if (answer.kind === 'ok') {
            const value = parse(answer.data);
            cache.set(key, { value, expiresAt: time + options.ttlMs, staleUntil: time + options.ttlMs + MARKETPLACE_STALE_MS });
            return value;
          }
          if (answer.kind === 'not-found') {
            cache.set(key, { value: empty, expiresAt: time + options.ttlMs, staleUntil: time + options.ttlMs + MARKETPLACE_STALE_MS });
            return empty;
          }
          // Not answered: the last good answer a little longer (marked failed, so pages drawn with it are kept
          // briefly), then nothing; asked again after MARKETPLACE_FAILED_MS either way.
          const previous = cache.get(key);
          const stale = previous && previous.staleUntil > time;
          const value = stale ? ({ ...previous.value, failed: true } as V) : failed;
          cache.set(key, { value, expiresAt: time + MARKETPLACE_FAILED_MS, staleUntil: stale ? previous.staleUntil : 0 });
          return value;
        })
        .finally(() => pending.delete(flight));
      pending.set(flight, promise);
    }
    return promise;
  }

  const seg = encodeURIComponent;
  return {
    /** The integrations and utilities installed by the site's owner. */
    modules: (siteSlug: string): Promise<SiteModules> =>
      read<PublicModules, SiteModules>(
        modules,
        siteSlug,
        `/api/marketplace/public/${seg(siteSlug)}/modules/`,
        (data) => ({ integrations: strings(data.integrations), utilities: strings(data.utilities), failed: false }),
        NO_MODULES,
        { ...NO_MODULES, failed: true },
      ),

    /** The site's redirect rules by from path (none while the owner lacks the Redirects module). */
    redirects: (siteSlug: string): Promise<SiteRedirects> =>
      read<PublicRedirects, SiteRedirects>(
        redirects,
        siteSlug,
        `/api/marketplace/public/${seg(siteSlug)}/redirects/`,
        (data) => {
          const rules = new Map<string, RedirectRule>();
          for (const rule of Array.isArray(data.redirects) ? data.redirects : []) {
            if (typeof rule?.from_path !== 'string' || typeof rule.to_path !== 'string') continue;
            rules.set(rule.from_path, {
              from_path: rule.from_path,
              to_path: rule.to_path,
              status_code: rule.status_code === 302 ? 302 : 301,
            });
          }
          return { rules, failed: false };
        },
        { rules: new Map(), failed: false },
        { rules: new Map(), failed: true },
      ),

    /**
     * The declarative blocks of a module (by slug), for stored blocks that do not carry their template.
     * Found through the catalogue (slug → id: its search does not read slugs, and it answers whole) and kept a while; an uninstalled module's definitions are
     * still answered (the catalogue keeps the module), so its blocks keep rendering.
     */
    async blockDefinitions(moduleSlug: string): Promise<DeclarativeBlock[]> {
      const at = now();
      const entry = definitions.get(moduleSlug);
      if (entry && entry.expiresAt > at) return entry.value;
      const list = await get<{ results: { id: number; slug: string }[] }>('/api/marketplace/modules/');
      const found = list.kind === 'ok' ? (list.data.results ?? []).find((module) => module.slug === moduleSlug) : undefined;
      const blocks = found ? await get<{ blocks: DeclarativeBlock[] }>(`/api/marketplace/modules/${found.id}/blocks/`) : undefined;
      if (blocks?.kind === 'ok' || (list.kind === 'ok' && !found)) {
        const value = blocks?.kind === 'ok' && Array.isArray(blocks.data.blocks) ? blocks.data.blocks : [];
        definitions.set(moduleSlug, { value, expiresAt: at + DEFINITIONS_TTL_MS, staleUntil: 0 });
        return value;
      }
      definitions.set(moduleSlug, { value: entry?.value ?? [], expiresAt: at + MARKETPLACE_FAILED_MS, staleUntil: 0 });
      return entry?.value ?? [];
    },

    /** A module event carries the module's block definitions whole: kept as they are. */
    learnDefinitions(moduleSlug: string, blocks: unknown) {
      if (Array.isArray(blocks))
        definitions.set(moduleSlug, { value: blocks as DeclarativeBlock[], expiresAt: now() + DEFINITIONS_TTL_MS, staleUntil: 0 });
    },

    rememberSite(id: unknown, slug: unknown) {
      if (typeof id === 'number' && typeof slug === 'string') slugsById.set(id, slug);
    },

    /** The slugs of these site ids, when known; `unknown` says some id was never seen. */
    slugsOf(ids: unknown): { slugs: string[]; unknown: boolean } {
      const list = Array.isArray(ids) ? ids : [];
      const slugs: string[] = [];
      let unknown = false;
      for (const id of list) {
        const slug = slugsById.get(Number(id));
        if (slug) slugs.push(slug);
        else unknown = true;
      }
      return { slugs, unknown };
    },

    /** Drops what is kept about a site (its modules, its redirects, or both). */
    forget(siteSlug: string, what: 'modules' | 'redirects' | 'all' = 'all') {
      if (what !== 'redirects') modules.delete(siteSlug);
      if (what !== 'modules') redirects.delete(siteSlug);
    },

    forgetAll() {
      modules.clear();
      redirects.clear();
    },
  };
}

export type MarketplaceClient = ReturnType<typeof marketplaceClient>;

/** A path of the site as a rule names it: without trailing slashes (but the root). */
export const rulePath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') || '/' : path);

/** The rule for a site path (as requested, percent-encoded, or decoded), if any. */
export function matchRedirect(rules: Map<string, RedirectRule>, sitePath: string): RedirectRule | undefined {
  if (rules.size === 0) return undefined;
  const path = rulePath(sitePath || '/');
  const direct = rules.get(path);
  if (direct) return direct;
  try {
    const decoded = decodeURI(path);
    return decoded === path ? undefined : rules.get(decoded);
  } catch {
    return undefined;
  }
}

/**
 * Where a rule sends the visitor: a site path (`/new`) stays on the site (`/{slug}/new`, or `/live/{slug}/new`),
 * a full http(s) address is kept. Characters a header cannot carry are percent-encoded; the query string of
 * the request is carried over when the target has none.
 */
export function redirectLocation(rule: RedirectRule, siteBase: string, query: string): string {
  const target = rule.to_path.trim();
  const external = /^https?:\/\//i.test(target);
  const path = external ? target : target === '/' ? siteBase || '/' : `${siteBase}${target.startsWith('/') ? '' : '/'}${target}`;
  const safe = path.replace(/[^\x21-\x7e]/g, (c) => encodeURIComponent(c));
  return query && !safe.includes('?') ? `${safe}?${query}` : safe;
}
