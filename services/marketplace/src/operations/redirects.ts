import type { Knex } from 'knex';
import { httpError, type AuthUser } from '@atlas/service-kit';
import type { Deps } from '../deps';
import { publishRedirectsChanged } from '../events/published';
import type { RedirectRow } from '../repositories/redirects';
import type { SiteCopyRow as SiteRow } from '@atlas/service-kit';

export const REDIRECTS_PER_SITE = 1000;

/** A rule's from path as matched: without a trailing slash (except the root). */
export const normalPath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') || '/' : path);

/** Checks a rule as it would be stored: not pointing to itself, one rule per from path. */
async function checkRule(
  deps: Deps,
  trx: Knex.Transaction,
  siteId: number,
  rule: { from_path: string; to_path: string },
  exceptId: number | null,
) {
  if (normalPath(rule.to_path) === rule.from_path) throw httpError(400, 'A redirect cannot point to its own path');
  if (await deps.repos.redirects.fromPathTaken(siteId, rule.from_path, exceptId, trx)) {
    throw httpError(409, `A redirect from ${rule.from_path} already exists for this site`, { error: 'duplicate_from_path' });
  }
}

/** The site was checked before the transaction; checked again inside it (the copy only), so a member removed meanwhile changes nothing. */
const stillAdmin = (deps: Deps, actor: AuthUser, site: SiteRow, trx: Knex.Transaction) =>
  deps.access.requireSite(actor, site.id, 'admin', trx);

export async function createRedirect(
  deps: Deps,
  actor: AuthUser,
  site: SiteRow,
  body: { from_path: string; to_path: string; status_code?: number },
): Promise<RedirectRow> {
  return deps.db.transaction(async (trx) => {
    await stillAdmin(deps, actor, site, trx);
    const rule = { from_path: normalPath(body.from_path), to_path: body.to_path, status_code: body.status_code ?? 301 };
    await checkRule(deps, trx, site.id, rule, null);
    if ((await deps.repos.redirects.count(site.id, trx)) >= REDIRECTS_PER_SITE)
      throw httpError(400, `A site holds at most ${REDIRECTS_PER_SITE} redirects`);
    const row = await deps.repos.redirects.insert({ ...rule, site_id: site.id, owner_id: site.owner_id }, trx);
    await publishRedirectsChanged(deps.events, trx, { site_id: site.id, site_slug: site.slug });
    return row;
  });
}

export async function updateRedirect(
  deps: Deps,
  actor: AuthUser,
  site: SiteRow,
  existing: RedirectRow,
  body: { from_path?: string; to_path?: string; status_code?: number },
): Promise<RedirectRow> {
  return deps.db.transaction(async (trx) => {
    await stillAdmin(deps, actor, site, trx);
    const changes = { ...body, ...(body.from_path !== undefined ? { from_path: normalPath(body.from_path) } : {}) };
    await checkRule(
      deps,
      trx,
      site.id,
      { from_path: changes.from_path ?? existing.from_path, to_path: changes.to_path ?? existing.to_path },
      existing.id,
    );
    const row = await deps.repos.redirects.update(existing.id, changes, trx);
    await publishRedirectsChanged(deps.events, trx, { site_id: site.id, site_slug: site.slug });
    return row;
  });
}

export async function deleteRedirect(deps: Deps, actor: AuthUser, site: SiteRow, existing: RedirectRow): Promise<void> {
  await deps.db.transaction(async (trx) => {
    await stillAdmin(deps, actor, site, trx);
    await deps.repos.redirects.remove(existing.id, trx);
    await publishRedirectsChanged(deps.events, trx, { site_id: site.id, site_slug: site.slug });
  });
}
