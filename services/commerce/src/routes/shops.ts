import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { httpError, requireUser, signedInUser } from '@atlas/service-kit';
import type { Deps } from '../deps';
import { SHOP_NOT_FOUND } from '../constants';
import { ShopBadgeList, ShopSettingsAnswer, ShopSettingsPatch, SiteParams } from '../schemas/shops';
import { mayInStore, requireStore, saveShopSettings, storeSettings, type StoreSettings } from '../operations/stores';
import type { ShopChanges } from '../repositories/shops';

const tags = ['shops'];
const base = '/ecommerce/api/shops';

/** The settings as the API names them; `full` for the site's members (the store's e-mail and when it changed). */
function settingsAnswer(settings: StoreSettings, full: boolean) {
  const shown = {
    site: settings.site!,
    enabled: settings.enabled,
    currency: settings.currency,
    terms_page: settings.terms_page,
    shipping_flat: settings.shippingCents / 100,
    tax_rate: settings.taxBasisPoints / 100,
  };
  return full ? { ...shown, order_email: settings.order_email, updated_at: settings.updated_at } : shown;
}

/**
 * A site's shop settings (docs/contracts.md "A shop on every site"): its members read them, its admins
 * and owner change them; anyone reads the public part of an enabled shop (the storefront does).
 */
export async function shopRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get(`${base}/`, { onRequest: requireUser, schema: { tags, response: { 200: ShopBadgeList } } }, async (request) => {
    const sites = await deps.sites.idsVisibleTo(request.user.id);
    const rows = await deps.shops.ofSites(sites);
    return rows.map((row) => ({ site: row.site_id, enabled: row.enabled, currency: row.currency }));
  });

  api.get(`${base}/:site/`, { schema: { tags, params: SiteParams, response: { 200: ShopSettingsAnswer } } }, async (request) => {
    const store = { site: request.params.site };
    const member = await mayInStore(deps, signedInUser(request), store, 'read');
    const settings = await storeSettings(deps, store);
    if (member) return settingsAnswer(settings, true);
    const site = await deps.sites.find(store.site);
    if (!settings.enabled || !site || site.deleted) throw httpError(404, SHOP_NOT_FOUND);
    return settingsAnswer(settings, false);
  });

  api.put(
    `${base}/:site/`,
    { onRequest: requireUser, schema: { tags, params: SiteParams, body: ShopSettingsPatch, response: { 200: ShopSettingsAnswer } } },
    async (request) => {
      const site = request.params.site;
      await requireStore(deps, request.user, { site }, 'manage');
      const { shipping_flat, tax_rate, ...rest } = request.body;
      const changes: ShopChanges = { ...rest };
      if (shipping_flat !== undefined) changes.shipping_cents = Math.round(shipping_flat * 100);
      if (tax_rate !== undefined) changes.tax_basis_points = Math.round(tax_rate * 100);
      return settingsAnswer(await saveShopSettings(deps, site, changes), true);
    },
  );
}
