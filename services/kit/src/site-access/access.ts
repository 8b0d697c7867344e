import type { Knex } from 'knex';
import { httpError } from '../errors';
import { signAccessToken, type AuthUser } from '../auth';
import { MAX_ID } from '../schemas';
import { readServiceManifests, serviceUrl } from '../manifest';
import { REPO_ROOT, resolveJwtSecret } from '../config';
import type { MembershipFacts, SiteCopyRepository, SiteCopyRow, SiteFacts, SiteWithRole } from './copy';
import { isMemberRole, ROLE_REFUSED, type MemberRole, type SiteNeed } from './roles';
import { decideSiteRole } from './decide';

/** What the sites service says of a site, and of the asking user's membership when it was asked about one. */
export type SiteAnswer = SiteFacts & { membership?: MembershipFacts };

/**
 * Asks the sites service what it knows of a site now (undefined: no such site, or no answer), and
 * with `userId` that user's membership of it.
 */
export type SitesLookup = (id: number, userId?: number) => Promise<SiteAnswer | undefined>;

const LOOKUP_TIMEOUT_MS = 2000;

/** A site the copy does not know is nobody's (ids start at 1): staff reading it are not sent to ask. */
const NOBODYS = { owner_id: 0 };

/** How long a member's role read from the copy is trusted before the sites service is asked again (ms). */
export function memberRecheckMs(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.ATLAS_MEMBER_RECHECK_MS);
  return Number.isFinite(value) && value >= 0 ? value : 500;
}

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
  const ask = async (path: string, token: string) =>
    fetch(`${sitesServiceUrl(env)}/api/builder/sites/${path}`, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
    });
  return async (id, userId) => {
    const token = signAccessToken(
      { id: 0, username: `service:${service}`, is_staff: true },
      { secret: resolveJwtSecret(env), expiresInSeconds: 60 },
    );
    try {
      const response = await ask(`${id}/`, token);
      if (!response.ok) return undefined;
      const site = (await response.json()) as Partial<{ id: number; owner: number; slug: string; name: string; is_published: boolean }>;
      if (site.id !== id || typeof site.owner !== 'number' || typeof site.slug !== 'string') return undefined;
      const facts: SiteAnswer = {
        id,
        owner_id: site.owner,
        slug: site.slug,
        name: String(site.name ?? ''),
        is_published: site.is_published === true,
      };
      if (userId === undefined || userId === site.owner) return facts;
      const member = await ask(`${id}/members/${userId}/`, token);
      if (member.status === 404) {
        // Not a member as of the sites service's time (the clock its changed_at stamps come from), so only a
        // later change can make them one; an answer without it is stamped a lookup's length before now.
        const { as_of } = (await member.json().catch(() => ({}))) as { as_of?: unknown };
        const asOf = typeof as_of === 'string' && !Number.isNaN(Date.parse(as_of)) ? as_of : new Date(Date.now() - LOOKUP_TIMEOUT_MS);
        return { ...facts, membership: { site_id: id, user_id: userId, role: null, changed_at: asOf } };
      }
      if (!member.ok) return facts;
      const body = (await member.json()) as Partial<{ role: string; changed_at: string }>;
      if (!isMemberRole(body.role) || typeof body.changed_at !== 'string') return facts;
      return { ...facts, membership: { site_id: id, user_id: userId, role: body.role, changed_at: body.changed_at } };
    } catch {
      return undefined;
    }
  };
}

/**
 * The site check every service runs before touching something of a site: the user's role on it
 * (owner, or a member's role from the service's copy) must include what the route needs. Someone
 * with no role is told the site does not exist (404), as before teams; a member whose role falls
 * short is refused (403), since they know the site. Staff read every site.
 *
 * The copy answers first; when it does not grant the need (it may lag a moment behind the sites
 * service: a site just created or handed over, a member just added or promoted), the sites service
 * is asked and the copy updated, so nobody's permitted request fails because an event has not
 * arrived yet. A member's role (not the owner's) is asked again when this process has not heard it
 * confirmed for `ATLAS_MEMBER_RECHECK_MS` (500 ms): a removal reaches every service within that time
 * even when its event is late (the event itself usually lands sooner). A deleted site is final.
 *
 * Inside a transaction (`trx`) only the copy is read: on the embedded database the transaction holds
 * the one connection the sites service would need to answer. A write checks the site before it opens
 * its transaction and again inside it.
 */
export function siteAccess(copy: SiteCopyRepository, lookup: SitesLookup, options: { memberRecheckMs?: number } = {}) {
  const recheckMs = options.memberRecheckMs ?? memberRecheckMs();
  /** When this process last heard the sites service confirm a member's role, by `site:user`. */
  const confirmed = new Map<string, number>();
  /** The member role the copy holds (none for the owner, whose role is the site's `owner_id`). */
  const memberRoleIn = async (user: AuthUser, site: SiteCopyRow | undefined, trx?: Knex.Transaction): Promise<MemberRole | undefined> =>
    !site || site.deleted || site.owner_id === user.id ? undefined : copy.memberRole(site.id, user.id, trx);
  /**
   * A member's role from the copy is trusted for `recheckMs` after the sites service last confirmed
   * it: a removal reaches every service within that time even when its event is late.
   */
  const stale = (user: AuthUser, site: SiteCopyRow | undefined, memberRole: MemberRole | undefined) =>
    memberRole !== undefined && site !== undefined && Date.now() - (confirmed.get(`${site.id}:${user.id}`) ?? 0) > recheckMs;

  async function requireSite(user: AuthUser, id: number, need: SiteNeed, trx?: Knex.Transaction): Promise<SiteWithRole> {
    if (!Number.isInteger(id) || id < 1 || id > MAX_ID) throw httpError(404, 'Site not found');
    let site = await copy.find(id, trx);
    let memberRole = await memberRoleIn(user, site, trx);
    const refused = decideSiteRole(user, site ?? NOBODYS, memberRole, need).refused !== undefined;
    if (!trx && !site?.deleted && (refused || stale(user, site, memberRole))) {
      const fresh = await lookup(id, user.id);
      if (fresh) {
        const { membership, ...facts } = fresh;
        await copy.upsert(facts);
        if (membership) await copy.recordMembership(membership);
        if (confirmed.size > 10_000) confirmed.clear();
        confirmed.set(`${id}:${user.id}`, Date.now());
        site = await copy.find(id);
        memberRole = await memberRoleIn(user, site);
      }
    }
    if (!site || site.deleted) throw httpError(404, 'Site not found');
    const decision = decideSiteRole(user, site, memberRole, need);
    if (decision.role) return { ...site, role: decision.role };
    throw decision.refused === 404 ? httpError(404, 'Site not found') : httpError(403, ROLE_REFUSED);
  }

  return { requireSite };
}

export type SiteAccessCheck = ReturnType<typeof siteAccess>;
