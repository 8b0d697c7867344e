import { randomBytes } from 'node:crypto';
import { httpError } from '@atlas/service-kit';
import type { Knex } from 'knex';
import type { Deps } from '../deps';
import type { DomainRow } from '../repositories/domains';
import type { SiteRow } from '../repositories/sites';
import { isUniqueViolation } from '../repositories/db';
import type { Domain, DomainList, HostMap, NewDomain } from '../schemas/domains';
import { challengeRecord, checkHostname, isApex, routingRecord, sitesDomainOf } from '../rules/domain-rules';
import { primaryOrigin } from '../rules/site-rules';
import { publishDomainRemoved, publishDomainVerified } from '../events/published';
import { checkChallenge, type ChallengeCheck } from './domain-dns';

export const DOMAIN_NOT_FOUND = 'Domain not found';
export const CONNECTED_ELSEWHERE = 'This domain is already connected to another site.';
export const ALREADY_ADDED = 'This domain is already added to this site.';
export const PRIMARY_NEEDS_VERIFIED = 'Only a verified domain can be the primary address; verify it first.';

export type DomainDeps = Pick<Deps, 'db' | 'repos' | 'events' | 'env' | 'dns' | 'now'>;

const iso = (d: Date | string) => new Date(d).toISOString();
const isoOrNull = (d: Date | string | null) => (d === null ? null : iso(d));

/** A domain as the site's members read it; `apex` is the row a `www.` row was added with (its TXT record is the apex's). */
export function domainResponse(row: DomainRow, site: Pick<SiteRow, 'slug'>, apex: DomainRow | undefined, env: NodeJS.ProcessEnv): Domain {
  const proof = apex ?? row;
  return {
    id: row.id,
    site_id: row.site_id,
    hostname: row.hostname,
    status: row.status,
    primary: row.primary,
    records: [challengeRecord(proof.hostname, proof.token), routingRecord(row.hostname, site.slug, env)],
    seen: row.seen ?? [],
    problem: row.problem,
    verified_at: isoOrNull(row.verified_at),
    missing_since: isoOrNull(row.missing_since),
    www_of: row.www_of,
    created_at: iso(row.created_at),
  };
}

async function presentOne(deps: DomainDeps, site: SiteRow, row: DomainRow): Promise<Domain> {
  const apex = row.www_of === null ? undefined : await deps.repos.domains.find(site.id, row.www_of);
  return domainResponse(row, site, apex, deps.env);
}

async function domainOf(deps: DomainDeps, site: SiteRow, id: number): Promise<DomainRow> {
  const row = await deps.repos.domains.find(site.id, id);
  if (!row) throw httpError(404, DOMAIN_NOT_FOUND);
  return row;
}

/** A site's domains, oldest first. */
export async function listDomains(deps: DomainDeps, site: SiteRow): Promise<DomainList> {
  const rows = await deps.repos.domains.listBySite(site.id);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return rows.map((row) => domainResponse(row, site, row.www_of === null ? undefined : byId.get(row.www_of), deps.env));
}

/**
 * Adds a hostname to a site, pending until its TXT record is found. An apex brings its `www.` along
 * (verified by the apex's record). A hostname another site has verified is refused.
 */
export async function addDomain(deps: DomainDeps, site: SiteRow, typed: string): Promise<NewDomain> {
  const checked = checkHostname(typed, deps.env);
  if ('refused' in checked) throw httpError(400, checked.refused);
  const { hostname } = checked;
  const { repos } = deps;
  try {
    return await deps.db.transaction(async (trx) => {
      if (await repos.domains.findByHostname(site.id, hostname, trx)) throw httpError(409, ALREADY_ADDED);
      if (await repos.domains.verifiedElsewhere(hostname, site.id, trx)) throw httpError(409, CONNECTED_ELSEWHERE);
      const token = randomBytes(16).toString('hex');
      const row = await repos.domains.create({ site_id: site.id, hostname, token }, trx);
      const answer: NewDomain = domainResponse(row, site, undefined, deps.env);
      const wwwHostname = `www.${hostname}`;
      if (isApex(hostname) && !(await repos.domains.findByHostname(site.id, wwwHostname, trx))) {
        const www = await repos.domains.create({ site_id: site.id, hostname: wwwHostname, token, www_of: row.id }, trx);
        answer.www = domainResponse(www, site, row, deps.env);
      }
      return answer;
    });
  } catch (error) {
    // two adds of one hostname racing: the second meets the (site, hostname) index
    if (isUniqueViolation(error)) throw httpError(409, ALREADY_ADDED);
    throw error;
  }
}

/** What a lookup changes on a domain that was already verified: it stays verified; a miss starts (or keeps) its clock. */
export function recheckChanges(row: DomainRow, check: ChallengeCheck, now: Date) {
  if (check.failed) return { problem: check.problem, last_checked_at: now };
  return {
    seen: check.seen,
    problem: check.problem,
    last_checked_at: now,
    missing_since: check.found ? null : (row.missing_since ?? now),
  };
}

/**
 * Looks the TXT record up and applies what it found to the domain and the rows verified by the same record
 * (an apex and its `www.`). The first verified domain of a site becomes its primary address.
 */
export async function verifyDomain(deps: DomainDeps, site: SiteRow, id: number): Promise<Domain> {
  const { repos } = deps;
  const row = await domainOf(deps, site, id);
  if (row.status !== 'verified' && (await repos.domains.verifiedElsewhere(row.hostname, site.id)))
    throw httpError(409, CONNECTED_ELSEWHERE);
  const apex = row.www_of === null ? row : await domainOf(deps, site, row.www_of);
  const check = await checkChallenge(deps.dns, apex.hostname, apex.token);
  const now = deps.now();
  try {
    await deps.db.transaction(async (trx) => {
      const family = [apex, ...(await repos.domains.wwwRowsOf(apex.id, trx))];
      for (const member of family) {
        const fresh = await repos.domains.findForUpdate(member.id, trx);
        if (!fresh) continue;
        if (fresh.status === 'verified') await repos.domains.update(fresh.id, recheckChanges(fresh, check, now), trx);
        else if (!check.found)
          await repos.domains.update(fresh.id, { seen: check.seen, problem: check.problem, last_checked_at: now }, trx);
        else if (fresh.id !== row.id && (await repos.domains.verifiedElsewhere(fresh.hostname, site.id, trx))) {
          await repos.domains.update(fresh.id, { seen: check.seen, problem: CONNECTED_ELSEWHERE, last_checked_at: now }, trx);
        } else await markVerified(deps, trx, site, fresh, check, now);
      }
    });
  } catch (error) {
    // another site verified the hostname between the check above and this write
    if (isUniqueViolation(error)) throw httpError(409, CONNECTED_ELSEWHERE);
    throw error;
  }
  return presentOne(deps, site, await domainOf(deps, site, id));
}

async function markVerified(deps: DomainDeps, trx: Knex.Transaction, site: SiteRow, row: DomainRow, check: ChallengeCheck, now: Date) {
  const primary = !(await deps.repos.domains.hasPrimary(site.id, trx));
  const verified = await deps.repos.domains.update(
    row.id,
    { status: 'verified', primary, seen: check.seen, problem: null, verified_at: now, last_checked_at: now, missing_since: null },
    trx,
  );
  await publishDomainVerified(deps.events, trx, verified, site);
}

/** Makes a verified domain the site's primary address (the others lose it), or with `false` gives the site back its subdomain. */
export async function setPrimaryDomain(deps: DomainDeps, site: SiteRow, id: number, primary: boolean): Promise<Domain> {
  const row = await domainOf(deps, site, id);
  if (primary && row.status !== 'verified') throw httpError(400, PRIMARY_NEEDS_VERIFIED);
  if (row.primary === primary) return presentOne(deps, site, row);
  const updated = await deps.db
    .transaction(async (trx) => {
      const cleared = await deps.repos.domains.clearPrimary(site.id, trx);
      for (const other of cleared) if (other.id !== row.id) await publishDomainVerified(deps.events, trx, other, site);
      const changed = primary ? await deps.repos.domains.update(row.id, { primary: true }, trx) : { ...row, primary: false };
      await publishDomainVerified(deps.events, trx, changed, site);
      return changed;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw httpError(409, "The site's primary domain changed meanwhile; try again.");
      throw error;
    });
  return presentOne(deps, site, updated);
}

/** Removes a domain (and the `www.` added with it); the edge hears of each verified one. */
export async function removeDomain(deps: DomainDeps, site: SiteRow, id: number): Promise<void> {
  await domainOf(deps, site, id);
  await deps.db.transaction(async (trx) => {
    const removed = await deps.repos.domains.removeWithWww(id, trx);
    for (const row of removed) if (row.status === 'verified') await publishDomainRemoved(deps.events, trx, row, site, 'deleted');
  });
}

/** In a site's delete transaction: its verified domains are announced gone (the rows go with the site). */
export async function announceSiteDomainsRemoved(deps: Pick<Deps, 'repos' | 'events'>, site: SiteRow, trx: Knex.Transaction) {
  for (const row of await deps.repos.domains.verifiedBySite(site.id, trx))
    await publishDomainRemoved(deps.events, trx, row, site, 'site-deleted');
}

/** The primary origin of each of these sites (one query for the whole list). */
export async function siteOrigins(
  deps: Pick<Deps, 'repos' | 'env'>,
  sites: Pick<SiteRow, 'id' | 'slug'>[],
): Promise<Map<number, string | null>> {
  const primaries = await deps.repos.domains.primariesOf(sites.map((site) => site.id));
  return new Map(
    sites.map((site) => {
      const primary = primaries.get(site.id);
      return [site.id, primaryOrigin(site, primary ? [primary] : [], deps.env)];
    }),
  );
}

export async function siteOrigin(deps: Pick<Deps, 'repos' | 'env'>, site: Pick<SiteRow, 'id' | 'slug'>): Promise<string | null> {
  return (await siteOrigins(deps, [site])).get(site.id) ?? null;
}

/** What the edge routes by (`GET /internal/hosts/`): every site's origin and every verified domain. */
export async function hostMap(deps: Pick<Deps, 'repos' | 'env'>): Promise<HostMap> {
  const [sites, verified] = await Promise.all([deps.repos.sites.listSlugs(), deps.repos.domains.listVerified()]);
  const primaryOf = new Map(verified.filter((domain) => domain.primary).map((domain) => [domain.site_id, domain]));
  return {
    sites_domain: sitesDomainOf(deps.env),
    sites: sites.map((site) => {
      const primary = primaryOf.get(site.id);
      return { id: site.id, slug: site.slug, primary_origin: primaryOrigin(site, primary ? [primary] : [], deps.env) };
    }),
    domains: verified.map(({ hostname, site_id, slug, primary }) => ({ hostname, site_id, slug, primary })),
  };
}
