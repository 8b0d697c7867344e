import { httpError, type AuthUser } from '@atlas/service-kit';
import { SHOP_NOT_FOUND } from '../constants';
import type { ShopSettings } from '../rules/charges';
import type { ShopChanges, ShopRow } from '../repositories/shops';
import type { Db } from '../repositories/db';
import type { Deps } from '../deps';

// The store a request works in (docs/contracts.md "A shop on every site"): a site's, or the platform's.
// Every role on a site's store is decided here, through the kit's site access (one rule for every service).

/** A store: a site's (`site` its id) or the platform's (`site` null). */
export type StoreRef = { site: number | null };
export const PLATFORM_STORE: StoreRef = { site: null };

/**
 * What a route needs of the caller: `read` (a viewer: dashboard figures, orders, drafts, settings),
 * `catalogue` (an editor: products, variations, images, stock, categories, brands, reviews) or `manage`
 * (an admin or the owner: discounts, orders' status and cancelling, shop settings). The platform's store is staff's.
 */
export type StoreNeed = 'read' | 'catalogue' | 'manage';
const SITE_ROLE_OF = { read: 'viewer', catalogue: 'editor', manage: 'admin' } as const;

/** The store a query or body names (`site`), the platform's when it names none. */
export const storeOfQuery = (query: { site?: number | null } | undefined): StoreRef => ({ site: query?.site ?? null });

/** The store a row belongs to (its `site_id`). */
export const storeOfRow = (row: { site_id: number | null }): StoreRef => ({ site: row.site_id ?? null });

/** The `store` column's value for a store (0: the platform's). */
export const storeKey = (store: StoreRef) => store.site ?? 0;

/**
 * The caller may do `need` in the store, or this throws: signed out 401; the platform's store needs
 * staff (403); a site's store 404 'Site not found' for someone with no role on the site, 403 for a
 * member whose role falls short (the kit's message). `notFound` names the thing reached by its own id
 * (an order, a discount) so a stranger is told that thing does not exist.
 */
export async function requireStore(
  deps: Pick<Deps, 'access'>,
  user: AuthUser | null | undefined,
  store: StoreRef,
  need: StoreNeed,
  options: { notFound?: string } = {},
): Promise<void> {
  if (!user) throw httpError(401, 'Authentication credentials were not provided.');
  if (store.site === null) {
    if (!user.is_staff) {
      if (options.notFound) throw httpError(404, options.notFound);
      throw httpError(403, 'You do not have permission to perform this action.');
    }
    return;
  }
  try {
    await deps.access.requireSite(user, store.site, SITE_ROLE_OF[need]);
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 404 && options.notFound) throw httpError(404, options.notFound);
    throw error;
  }
}

/** Whether the caller holds `need` in the store (no throw): a member reading their own shop sees its drafts. */
export async function mayInStore(deps: Pick<Deps, 'access'>, user: AuthUser | null | undefined, store: StoreRef, need: StoreNeed) {
  if (!user) return false;
  try {
    await requireStore(deps, user, store, need);
    return true;
  } catch {
    return false;
  }
}

/** The settings a store charges and sells with: the platform's from the environment, a site's from its row. */
export interface StoreSettings extends ShopSettings {
  site: number | null;
  enabled: boolean;
  order_email: string;
  terms_page: string | null;
  updated_at: string | null;
  /** The site's owner and slug as this service's copy knows them (null: the platform's store, or read without the copy). */
  owner_id?: number | null;
  slug?: string | null;
}

/** A site's settings before its owner saved any: not enabled, in dollars, the environment's shipping and tax. */
export function defaultShopRow(settings: ShopSettings): Omit<ShopRow, 'site_id' | 'updated_at'> {
  return {
    enabled: false,
    currency: 'USD',
    order_email: '',
    terms_page: null,
    shipping_cents: settings.shippingCents,
    tax_basis_points: settings.taxBasisPoints,
  };
}

function settingsOfRow(site: number, row: Omit<ShopRow, 'site_id' | 'updated_at'> & { updated_at?: Date | string }): StoreSettings {
  return {
    site,
    enabled: row.enabled,
    currency: row.currency,
    order_email: row.order_email,
    terms_page: row.terms_page,
    shippingCents: row.shipping_cents,
    taxBasisPoints: row.tax_basis_points,
    updated_at: row.updated_at ? new Date(row.updated_at).toISOString() : null,
  };
}

/** A store's settings whether its shop is open or not (a site's that was never set up: the defaults, not enabled). */
export async function storeSettings(deps: Pick<Deps, 'shops' | 'settings'>, store: StoreRef, trx?: Db): Promise<StoreSettings> {
  if (store.site === null) {
    return { ...deps.settings, site: null, enabled: true, order_email: '', terms_page: null, updated_at: null };
  }
  const row = await deps.shops.find(store.site, trx);
  return settingsOfRow(store.site, row ?? defaultShopRow(deps.settings));
}

/**
 * The store a public route sells from: its settings, or 404 'Shop not found' when the site is unknown
 * or deleted or its shop is not enabled. The platform's store is always open.
 */
export async function openStore(
  deps: Pick<Deps, 'shops' | 'settings' | 'sites' | 'openStores'>,
  store: StoreRef,
  trx?: Db,
): Promise<StoreSettings> {
  if (store.site === null) return storeSettings(deps, store, trx);
  const site = store.site;
  const read = async () => {
    const settings = await storeSettings(deps, store, trx);
    const copy = await deps.sites.find(site, trx);
    return copy && !copy.deleted && settings.enabled ? { ...settings, owner_id: copy.owner_id, slug: copy.slug } : null;
  };
  // Outside a transaction the answer is remembered for a moment (a public listing is served from the
  // catalogue cache: two queries before it would cost more than the listing); a save forgets it here at once.
  const settings = trx ? await read() : await deps.openStores.load(String(site), read);
  if (!settings) throw httpError(404, SHOP_NOT_FOUND);
  return settings;
}

/** The shop settings a site's admin saves; the answer as stored. */
export async function saveShopSettings(
  deps: Pick<Deps, 'shops' | 'settings' | 'sites' | 'db' | 'events' | 'openStores'>,
  site: number,
  changes: ShopChanges,
): Promise<StoreSettings> {
  return deps.db.transaction(async (trx) => {
    const row = await deps.shops.save(site, defaultShopRow(deps.settings), changes, trx);
    deps.openStores.forgetAfter(trx, String(site));
    const copy = await deps.sites.find(site, trx);
    await deps.events.publish(trx, {
      type: 'commerce.shop.updated',
      key: String(site),
      payload: { site_id: site, owner_id: copy?.owner_id ?? null, enabled: row.enabled, currency: row.currency },
    });
    return settingsOfRow(site, row);
  });
}
