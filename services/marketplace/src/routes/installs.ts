import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { httpError } from '@atlas/service-kit';
import type { Deps } from '../deps';
import { InstalledList, InstalledListQuery, ModuleActionAnswer, ModuleActionBody, ModuleParams } from '../schemas/modules';
import { moduleResponse } from '../operations/responses';
import { moduleAction, type InstallTarget } from '../operations/modules';
import type { InstallHolder } from '../repositories/installs';

const tags = ['marketplace'];

/**
 * Installs: the signed-in user's account's (they apply to the sites the user owns), or with a site
 * that site's (its viewers read them, its admins and owner change them).
 */
export async function installRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { repos, settings } = deps;

  api.get(
    '/api/marketplace/installed/',
    { schema: { tags, querystring: InstalledListQuery, response: { 200: InstalledList } } },
    async (request) => {
      const { site } = request.query;
      const holder: InstallHolder =
        site === undefined ? { account: request.user.id } : { site: (await deps.access.requireSite(request.user, site, 'viewer')).id };
      const results = [];
      for (const install of await repos.installs.of(holder)) {
        const module = await repos.modules.find(install.module_id);
        if (module)
          results.push({
            id: install.id,
            module: moduleResponse(module, settings.atlasVersion),
            installed_at: install.installed_at,
            site_id: install.site_id,
          });
      }
      return { results, count: results.length };
    },
  );

  api.post(
    '/api/marketplace/modules/:id/module_action/',
    { schema: { tags, params: ModuleParams, body: ModuleActionBody, response: { 200: ModuleActionAnswer } } },
    async (request) => {
      const { action, site_id: siteId } = request.body;
      if (!action) throw httpError(400, 'action must be install or uninstall');
      const target: InstallTarget =
        siteId === undefined
          ? { userId: request.user.id }
          : { userId: request.user.id, site: await deps.access.requireSite(request.user, siteId, 'admin'), actor: request.user };
      const result = await moduleAction(deps, target, request.params.id, action);
      const title = result.module.title;
      const message =
        action === 'install'
          ? result.changed
            ? `${title} installed`
            : `${title} is already installed`
          : result.changed
            ? `${title} uninstalled`
            : `${title} is not installed`;
      return {
        success: true,
        action,
        installed: result.installed,
        changed: result.changed,
        message,
        module: moduleResponse(result.module, settings.atlasVersion),
      };
    },
  );
}
