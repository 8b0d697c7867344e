import type { Knex } from 'knex';
import { httpError } from '@atlas/service-kit';
import type { Deps } from '../deps';
import { satisfiesRange } from '../rules/module-rules';
import type { ModuleRow } from '../repositories/modules';
import { publishModuleEvent, publishRedirectsChanged } from '../events/published';

export interface ModuleActionResult {
  module: ModuleRow;
  installed: boolean;
  changed: boolean;
}

/**
 * What a module event says about the module and its user. An install is its user's and switches the
 * module on for the sites they own (not those they are only a member of: a member never changes
 * another owner's sites' modules), so `site_ids` are the owned ones.
 */
async function eventPayload(deps: Deps, trx: Knex.Transaction, userId: number, module: ModuleRow) {
  const sites = await deps.repos.sites.ownedBy(userId, trx);
  return {
    payload: {
      user_id: userId,
      owner_id: userId,
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

/** Undoes what the module switched on that this service runs itself: queued webhook deliveries stop. */
async function switchedOff(deps: Deps, trx: Knex.Transaction, userId: number, module: ModuleRow) {
  if (module.provides.integration === 'webhooks') await deps.repos.webhooks.cancelPendingOf(userId, trx);
}

/**
 * Installs or uninstalls a module for the user (for all their sites). Idempotent: asking for the
 * state it is in changes nothing and publishes nothing. The (user, module) row decides under races,
 * so only the call that really changed it counts a download and writes the event, in the same transaction.
 */
export async function moduleAction(
  deps: Deps,
  userId: number,
  moduleId: number,
  action: 'install' | 'uninstall',
  /** A transaction to run in (a consumer's); without it, one of its own. */
  within?: Knex.Transaction,
): Promise<ModuleActionResult> {
  const run = async (trx: Knex.Transaction): Promise<ModuleActionResult> => {
    const module = await deps.repos.modules.find(moduleId, trx);
    if (!module) throw httpError(404, 'Module not found');
    if (action === 'install') {
      if (!satisfiesRange(deps.settings.atlasVersion, module.atlas_versions) && !(await deps.repos.installs.has(userId, module.id, trx))) {
        throw httpError(
          409,
          `${module.title} ${module.version} works with Atlas ${module.atlas_versions}; this is Atlas ${deps.settings.atlasVersion}`,
          { error: 'incompatible_version' },
        );
      }
      const changed = await deps.repos.installs.add(userId, module.id, trx);
      if (changed) {
        await deps.repos.modules.countDownload(module.id, trx);
        module.downloads += 1;
        const { payload, sites } = await eventPayload(deps, trx, userId, module);
        await publishModuleEvent(deps.events, trx, 'installed', payload);
        if (module.provides.utility === 'redirects')
          for (const site of sites) await publishRedirectsChanged(deps.events, trx, { site_id: site.id, site_slug: site.slug });
      }
      return { module, installed: true, changed };
    }
    const changed = await deps.repos.installs.remove(userId, module.id, trx);
    if (changed) {
      await switchedOff(deps, trx, userId, module);
      const { payload, sites } = await eventPayload(deps, trx, userId, module);
      await publishModuleEvent(deps.events, trx, 'uninstalled', payload);
      if (module.provides.utility === 'redirects')
        for (const site of sites) await publishRedirectsChanged(deps.events, trx, { site_id: site.id, site_slug: site.slug });
    }
    return { module, installed: false, changed };
  };
  return within ? run(within) : deps.db.transaction(run);
}

/** 409 unless the user has installed a module providing this integration or utility. */
export async function requireCapability(
  deps: Deps,
  userId: number,
  provided: { integration?: string; utility?: string },
  title: string,
  trx?: Knex.Transaction,
) {
  if (!(await deps.repos.installs.provides(userId, provided, trx))) {
    throw httpError(409, `Install the ${title} module from the marketplace first`, { error: 'module_not_installed' });
  }
}
