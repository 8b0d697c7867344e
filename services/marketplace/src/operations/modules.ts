import type { Knex } from 'knex';
import { httpError, type AuthUser, type SiteCopyRow } from '@atlas/service-kit';
import type { Deps } from '../deps';
import { satisfiesRange } from '../rules/module-rules';
import type { ModuleRow } from '../repositories/modules';
import type { InstallHolder, ModuleScope } from '../repositories/installs';
import { publishModuleEvent, publishRedirectsChanged } from '../events/published';

export interface ModuleActionResult {
  module: ModuleRow;
  installed: boolean;
  changed: boolean;
}

/**
 * Whose install a module action changes: the user's account (the sites they own), or a site, by one of
 * its admins or its owner (`actor`, checked again inside the transaction).
 */
export type InstallTarget = { userId: number } | { userId: number; site: SiteCopyRow; actor: AuthUser };

const holderOf = (target: InstallTarget): InstallHolder => ('site' in target ? { site: target.site.id } : { account: target.userId });

/**
 * What a module event says about the module and whose install changed. An account's install switches
 * the module on for the sites its user owns (not those they are only a member of), so `site_ids` are
 * the owned ones; a site's install is for that site alone (`site_id`, and `owner_id` its owner).
 */
async function eventPayload(deps: Deps, trx: Knex.Transaction, target: InstallTarget, module: ModuleRow) {
  const sites = 'site' in target ? [target.site] : await deps.repos.sites.ownedBy(target.userId, trx);
  return {
    payload: {
      user_id: target.userId,
      owner_id: 'site' in target ? target.site.owner_id : target.userId,
      site_id: 'site' in target ? target.site.id : null,
      module_id: module.id,
      slug: module.slug,
      name: module.title,
      module_type: module.module_type,
      version: module.version,
      provides: module.provides,
      block_definitions: module.declarative_blocks,
      theme_definitions: module.themes,
      site_ids: sites.map((site) => site.id),
    },
    sites,
  };
}

/**
 * Undoes what the module switched on that this service runs itself: queued webhook deliveries stop
 * (a site's, unless its owner's own install still provides webhooks to it).
 */
async function switchedOff(deps: Deps, trx: Knex.Transaction, target: InstallTarget, module: ModuleRow) {
  if (module.provides.integration !== 'webhooks') return;
  if (!('site' in target)) return deps.repos.webhooks.cancelPendingOf({ owner: target.userId }, trx);
  if (!(await deps.repos.installs.provides({ site: target.site }, { integration: 'webhooks' }, trx)))
    await deps.repos.webhooks.cancelPendingOf({ site: target.site.id }, trx);
}

/**
 * Installs or uninstalls a module for an account (all the sites its user owns) or for one site.
 * Idempotent: asking for the state it is in changes nothing and publishes nothing. The holder's row
 * decides under races, so only the call that really changed it counts a download and writes the
 * event, in the same transaction.
 */
export async function moduleAction(
  deps: Deps,
  target: InstallTarget,
  moduleId: number,
  action: 'install' | 'uninstall',
  /** A transaction to run in (a consumer's); without it, one of its own. */
  within?: Knex.Transaction,
): Promise<ModuleActionResult> {
  const holder = holderOf(target);
  const run = async (trx: Knex.Transaction): Promise<ModuleActionResult> => {
    // The site was checked before the transaction; checked again inside it (the copy only), so an admin removed meanwhile changes nothing.
    if ('site' in target) await deps.access.requireSite(target.actor, target.site.id, 'admin', trx);
    const module = await deps.repos.modules.find(moduleId, trx);
    if (!module) throw httpError(404, 'Module not found');
    const { installs } = deps.repos;
    if (action === 'install') {
      if (!satisfiesRange(deps.settings.atlasVersion, module.atlas_versions) && !(await installs.has(holder, module.id, trx))) {
        throw httpError(
          409,
          `${module.title} ${module.version} works with Atlas ${module.atlas_versions}; this is Atlas ${deps.settings.atlasVersion}`,
          { error: 'incompatible_version' },
        );
      }
      const changed = await installs.add(holder, target.userId, module.id, trx);
      if (changed) {
        await deps.repos.modules.countDownload(module.id, trx);
        module.downloads += 1;
        await announce(deps, trx, target, module, 'installed');
      }
      return { module, installed: true, changed };
    }
    const changed = await installs.remove(holder, module.id, trx);
    if (changed) {
      await switchedOff(deps, trx, target, module);
      await announce(deps, trx, target, module, 'uninstalled');
    }
    return { module, installed: false, changed };
  };
  return within ? run(within) : deps.db.transaction(run);
}

/** The module event, and for Redirects a redirects change of each site it applies to. */
async function announce(deps: Deps, trx: Knex.Transaction, target: InstallTarget, module: ModuleRow, verb: 'installed' | 'uninstalled') {
  const { payload, sites } = await eventPayload(deps, trx, target, module);
  await publishModuleEvent(deps.events, trx, verb, payload);
  if (module.provides.utility === 'redirects')
    for (const site of sites) await publishRedirectsChanged(deps.events, trx, { site_id: site.id, site_slug: site.slug });
}

/** 409 unless a module providing this integration or utility applies in the scope (an account, or a site). */
export async function requireCapability(
  deps: Deps,
  scope: ModuleScope,
  provided: { integration?: string; utility?: string },
  title: string,
  trx?: Knex.Transaction,
) {
  if (!(await deps.repos.installs.provides(scope, provided, trx))) {
    throw httpError(409, `Install the ${title} module from the marketplace first`, { error: 'module_not_installed' });
  }
}
