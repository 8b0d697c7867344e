import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { httpError } from '@atlas/service-kit';
import type { Deps } from '../deps';
import { PublicModules, PublicRedirects, PublicSiteParams } from '../schemas/redirects';

const tags = ['public'];

/** What the public renderer reads for a published site, with no token. */
export async function publicRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { repos } = deps;

  const publishedSite = async (slug: string) => {
    const site = await repos.sites.publishedBySlug(slug);
    if (!site) throw httpError(404, 'Site not found');
    return site;
  };

  // The site's redirect rules; none while the Redirects module does not apply to it (its own install or its owner's).
  api.get(
    '/api/marketplace/public/:siteSlug/redirects/',
    { schema: { tags, params: PublicSiteParams, response: { 200: PublicRedirects } } },
    async (request) => {
      const site = await publishedSite(request.params.siteSlug);
      const active = await repos.installs.provides({ site }, { utility: 'redirects' });
      const rules = active ? await repos.redirects.ofSite(site.id) : [];
      return {
        site_slug: site.slug,
        redirects: rules.map(({ from_path, to_path, status_code }) => ({ from_path, to_path, status_code })),
      };
    },
  );

  // Which integrations and utilities apply to the site (Google Analytics, Meta Pixel, cookie consent, structured data...):
  // its own installs and its owner's account's, each module once.
  api.get(
    '/api/marketplace/public/:siteSlug/modules/',
    { schema: { tags, params: PublicSiteParams, response: { 200: PublicModules } } },
    async (request) => {
      const site = await publishedSite(request.params.siteSlug);
      const modules = [];
      for (const moduleId of new Set((await repos.installs.inScope({ site })).map((install) => install.module_id))) {
        const module = await repos.modules.find(moduleId);
        if (module) modules.push(module);
      }
      return {
        site_slug: site.slug,
        integrations: [...new Set(modules.flatMap((module) => (module.provides.integration ? [module.provides.integration] : [])))],
        utilities: [...new Set(modules.flatMap((module) => (module.provides.utility ? [module.provides.utility] : [])))],
        modules: modules.map((module) => ({ slug: module.slug, module_type: module.module_type, version: module.version })),
      };
    },
  );
}
