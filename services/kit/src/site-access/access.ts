import type { Knex } from 'knex';
import { httpError } from '../errors';
import { signAccessToken, type AuthUser } from '../auth';
import { MAX_ID } from '../schemas';
import { readServiceManifests, serviceUrl } from '../manifest';
import { REPO_ROOT, resolveJwtSecret } from '../config';
import type { SiteCopyRepository, SiteCopyRow, SiteFacts } from './copy';

export type SiteAccess = 'read' | 'write';

/**
 * The one access rule for a site and what hangs off it: its owner reads and changes it; staff read
 * every site and change only their own. Everyone else is told it does not exist (404).
 */
export function maySee(user: AuthUser, ownerId: number, access: SiteAccess): boolean {
  return ownerId === user.id || (access === 'read' && user.is_staff === true);
}

/** Asks the sites service what it knows of a site now (undefined: no such site, or no answer). */
export type SitesLookup = (id: number) => Promise<SiteFacts | undefined>;

const LOOKUP_TIMEOUT_MS = 2000;

/** The sites manifest's port, read from disk once per process (a lookup runs on every denied site check). */
let manifestPort: number | undefined;
const sitesManifestPort = () =>
  (manifestPort ??= readServiceManifests(REPO_ROOT).find((candidate) => candidate.name === 'sites')?.port ?? 4002);

/**
 * Where a service asks the sites service: `ATLAS_SITE_LOOKUP_URL` when set (tests point it nowhere),
 * else the one rule every caller of a service follows (serviceUrl: `SITES_URL`, `SITES_PORT`, the manifest's port).
 */
export function sitesServiceUrl(env: NodeJS.ProcessEnv = process.env): string {
  if (env.ATLAS_SITE_LOOKUP_URL) return env.ATLAS_SITE_LOOKUP_URL.replace(/\/+$/, '');
  return serviceUrl({ name: 'sites', port: sitesManifestPort() }, env);
}

/**
 * Reads a site from the sites service's API as a staff reader of the platform (a token of its own,
 * valid a minute), so any service can learn a site's owner the moment it is created. The address is
 * read at each call: a service started before the sites service finds it once it listens.
 */
export function sitesServiceLookup(service: string, env: NodeJS.ProcessEnv = process.env): SitesLookup {
  return async (id) => {
    const token = signAccessToken(
      { id: 0, username: `service:${service}`, is_staff: true },
      { secret: resolveJwtSecret(env), expiresInSeconds: 60 },
    );
    try {
      const response = await fetch(`${sitesServiceUrl(env)}/api/builder/sites/${id}/`, {
        headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
        signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
      });
      if (!response.ok) return undefined;
      const site = (await response.json()) as Partial<{ id: number; owner: number; slug: string; name: string; is_published: boolean }>;
      if (site.id !== id || typeof site.owner !== 'number' || typeof site.slug !== 'string') return undefined;
      return { id, owner_id: site.owner, slug: site.slug, name: String(site.name ?? ''), is_published: site.is_published === true };
    } catch {
      return undefined;
    }
  };
}

/**
 * The site check every service runs before touching something of a site. The service's copy answers
 * first; when it lacks the site or names another owner (it may lag a moment behind the sites
 * service: a site just created, just handed over), the sites service is asked and the copy updated,
 * so an owner's write never fails because an event has not arrived yet. A deleted site is final.
 *
 * Inside a transaction (`trx`) only the copy is read: on the embedded database the transaction holds
 * the one connection the sites service would need to answer. A write checks the site before it opens
 * its transaction and again inside it.
 */
export function siteAccess(copy: SiteCopyRepository, lookup: SitesLookup) {
  async function requireSite(user: AuthUser, id: number, access: SiteAccess, trx?: Knex.Transaction): Promise<SiteCopyRow> {
    if (!Number.isInteger(id) || id < 1 || id > MAX_ID) throw httpError(404, 'Site not found');
    let site = await copy.find(id, trx);
    if (!trx && !site?.deleted && !(site && maySee(user, site.owner_id, access))) {
      const fresh = await lookup(id);
      if (fresh) {
        await copy.upsert(fresh);
        site = await copy.find(id);
      }
    }
    if (!site || site.deleted || !maySee(user, site.owner_id, access)) throw httpError(404, 'Site not found');
    return site;
  }
  return { requireSite, maySee };
}

export type SiteAccessCheck = ReturnType<typeof siteAccess>;
