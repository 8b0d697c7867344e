import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { httpError } from '@atlas/service-kit';
import type { Deps } from '../deps';
import { InstalledList, ModuleActionAnswer, ModuleActionBody, ModuleParams } from '../schemas/modules';
import { moduleResponse } from '../operations/responses';
import { moduleAction } from '../operations/modules';

const tags = ['marketplace'];

/** The signed-in user's installs (they apply to all the user's sites). */
export async function installRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { repos, settings } = deps;

  api.get('/api/marketplace/installed/', { schema: { tags, response: { 200: InstalledList } } }, async (request) => {
    const installs = await repos.installs.ofUser(request.user.id);
    const results = [];
    for (const install of installs) {
      const module = await repos.modules.find(install.module_id);
      if (module)
        results.push({ id: install.id, module: moduleResponse(module, settings.atlasVersion), installed_at: install.installed_at });
    }
    return { results, count: results.length };
  });

  api.post(
    '/api/marketplace/modules/:id/module_action/',
    { schema: { tags, params: ModuleParams, body: ModuleActionBody, response: { 200: ModuleActionAnswer } } },
    async (request) => {
      const { action } = request.body;
      if (!action) throw httpError(400, 'action must be install or uninstall');
      const result = await moduleAction(deps, request.user.id, request.params.id, action);
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
