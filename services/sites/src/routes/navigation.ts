import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Static } from 'typebox';
import type { Knex } from 'knex';
import { httpError, requireUser } from '@atlas/service-kit';
import { IdParams } from '../schemas/common';
import { MenuItem, SiteIdParams, UpdateNavigationBody } from '../schemas/navigation';
import { navigationResponse } from '../responses';
import { publishSiteEvent, type Outbox } from '../events/published';
import type { Ownership } from './access';
import type { Repositories } from '../repositories';
import type { MenuItemRow } from '../repositories/navigations';

interface Deps { db: Knex; outbox: Outbox; repos: Repositories; owned: Ownership }

const SAFE_URL = /^(https?:\/\/|mailto:|tel:|\/|#|[a-z0-9-]+(\/|$))/i;

/**
 * Spec 1 §5's menu item rules: home → '/', contact → '/contact', external gets 'https://' when it lacks
 * http and is_external. Script URLs are refused: a menu link must never run code on the public site.
 */
export function normalizeMenuItems(items: Static<typeof MenuItem>[]): MenuItemRow[] {
  return items.map((item, index) => {
    const type: MenuItemRow['type'] = item.type ?? (/^https?:\/\//i.test(item.url) ? 'external' : 'page');
    let url = item.url.trim();
    if (type === 'home') url = '/';
    else if (type === 'contact') url = '/contact';
    else if (type === 'external' && !/^http/i.test(url)) url = `https://${url}`;
    if (!SAFE_URL.test(url)) throw httpError(400, `Menu item ${index + 1}: the URL must be a web address or a path on the site`);
    return {
      id: item.id ?? `item-${index + 1}`,
      label: item.label.trim(),
      url,
      type,
      is_external: type === 'external' ? true : item.is_external ?? /^https?:\/\//i.test(url),
      icon: item.icon ?? null,
      style: item.style ?? 'default',
      order: index,
      ...(item.page_id ? { page_id: item.page_id } : {}),
    };
  });
}

export async function navigationRoutes(app: FastifyInstance, { db, outbox, repos, owned }: Deps) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  async function read(request: FastifyRequest, siteId: number) {
    const site = await owned.site(request, siteId, 'read');
    return navigationResponse(await repos.navigations.findBySite(site.id), site.id);
  }

  async function update(request: FastifyRequest, siteId: number, body: Static<typeof UpdateNavigationBody>) {
    const site = await owned.site(request, siteId, 'write');
    const current = await repos.navigations.findBySite(site.id);
    const items = body.menu_items ?? body.structure;
    const saved = await db.transaction(async (trx) => {
      const nav = await repos.navigations.save(site.id, {
        structure: items ? normalizeMenuItems(items) : current?.structure ?? [],
        style_settings: body.settings ?? body.style_settings ?? current?.style_settings ?? {},
      }, trx);
      await repos.sites.touch(site.id, trx);
      await publishSiteEvent(outbox, trx, 'updated', site, { changed: ['navigation'] });
      return nav;
    });
    return navigationResponse(saved, site.id);
  }

  api.get('/api/builder/sites/:id/navigation/', { preHandler: requireUser, schema: { params: IdParams } },
    (request) => read(request, request.params.id));
  api.patch('/api/builder/sites/:id/navigation/', { preHandler: requireUser, schema: { params: IdParams, body: UpdateNavigationBody } },
    (request) => update(request, request.params.id, request.body));
  api.get('/api/builder/site_navigation/:siteId/', { preHandler: requireUser, schema: { params: SiteIdParams } },
    (request) => read(request, request.params.siteId));
  api.patch('/api/builder/site_navigation/:siteId/', { preHandler: requireUser, schema: { params: SiteIdParams, body: UpdateNavigationBody } },
    (request) => update(request, request.params.siteId, request.body));
}
