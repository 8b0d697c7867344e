import { httpError, type AuthUser, type Static } from '@atlas/service-kit';
import type { Deps } from '../deps';
import { orderCharges } from '../rules/charges';
import type { Cart } from '../schemas/shopping';
import { num, cents, fromCents, parseJson, type Db, type Transaction } from '../repositories/db';
import type { CartLineRow, CartRow } from '../repositories/carts';
import { sellable, variationPricing, pricing } from './responses';
import { customerKey, evaluateDiscount } from './discounts';
import { outOfStockDetail, type StockOwner } from './stock';
import { openStore, storeKey, storeOfRow, type StoreRef, type StoreSettings } from './stores';

export type { CartRow } from '../repositories/carts';

/** A row of a store's table (its `site_id`, null: the platform's). */
type StoreRow = { site_id: number | null };

/** A cart line with what the catalogue says about it now. */
export interface PricedLine {
  id: number;
  cart_id: string;
  discount_code: string | null;
  product_id: number;
  variation_id: number | null;
  quantity: number;
  name: string;
  slug: string;
  sku: string;
  main_image: string | null;
  status: string;
  weight: number;
  unitCents: number;
  available: number | null;
  /** The product is active and (for a variation) the variation still exists and is active. */
  isActive: boolean;
  isAvailable: boolean;
  attributes: { attribute_name: string; value: string }[];
  /** How its product counts stock (what taking stock needs, read with the line). */
  stock: StockOwner;
  /** The catalogue's price columns as read (product regular and sale, variation regular and sale): checkout's write checks them. */
  priceColumns: (string | null)[];
}

/** Who shops, as the route read the request: the signed-in user (or nobody) and what their browser carries. */
export interface Shopper {
  user: AuthUser | null;
  /** The guest cart id (X-Cart-Id), checked; null when none was sent. */
  cartId: string | null;
  /** Checkout's Idempotency-Key, checked; null when none was sent. */
  idempotencyKey: string | null;
  /** An order's access token sent as X-Order-Token (a guest's way back to their order), or ''. */
  orderToken: string;
}

/**
 * The cart a request works on in the store, inside `trx` and locked for it: the signed-in user's (a guest
 * cart the request also carries is merged into it first, then deleted), else the guest cart named by
 * X-Cart-Id. A cart of another store is no cart here (that one is left as it is). With `create`, a
 * missing cart is made in the store; without, null is answered.
 */
export async function resolveCart(
  deps: Deps,
  shopper: Shopper,
  store: StoreRef,
  trx: Transaction,
  create: boolean,
): Promise<CartRow | null> {
  const user = shopper.user;
  const guestId = shopper.cartId;
  const key = storeKey(store);
  const guest = guestId ? await deps.carts.guestForUpdate(guestId, key, trx) : undefined;
  if (!user) {
    if (guest) return guest;
    if (!create) return null;
    return deps.carts.createGuest(store.site, trx);
  }
  let mine = await deps.carts.ofUserForUpdate(user.id, key, trx);
  // The guest cart becomes the user's: nothing to add up.
  if (!mine && guest) return deps.carts.adopt(guest.id, user.id, trx);
  if (!mine && (create || guest)) {
    await deps.carts.ensureForUser(user.id, store.site, trx);
    mine = await deps.carts.ofUserForUpdate(user.id, key, trx);
  }
  if (mine && guest) await mergeInto(deps, trx, guest, mine);
  return mine ?? null;
}

/** Adds a guest cart's lines to the user's cart (quantities summed, capped at what can be sold) and deletes it. */
async function mergeInto(deps: Pick<Deps, 'carts'>, trx: Transaction, guest: CartRow, mine: CartRow) {
  const store = storeOfRow(mine);
  const lines = await pricedLines(deps, store, guest.id, trx);
  const existing = new Map(
    (await pricedLines(deps, store, mine.id, trx)).map((line) => [`${line.product_id}:${line.variation_id ?? 0}`, line]),
  );
  for (const line of lines) {
    const current = existing.get(`${line.product_id}:${line.variation_id ?? 0}`)?.quantity ?? 0;
    const wanted = current + line.quantity;
    const quantity = line.available === null ? wanted : Math.min(wanted, Math.max(line.available, current));
    if (quantity <= 0) continue;
    await deps.carts.upsertLine({ cartId: mine.id, productId: line.product_id, variationId: line.variation_id, quantity }, 'set', trx);
  }
  if (!mine.discount_code && guest.discount_code) {
    await deps.carts.setDiscountCode(mine.id, guest.discount_code, trx);
    mine.discount_code = guest.discount_code;
  }
  await deps.carts.delete(guest.id, trx);
}

/** Which cart: by its id, or the shopper's own (the user's, else the guest cart they carry). */
export type CartSelector = string | { userId: number } | { guestId: string };

/**
 * A cart's lines priced and checked against the catalogue as it is now, in one query; each carries
 * its cart's id and discount code. Only a cart of the store is read.
 */
export async function pricedLines(deps: Pick<Deps, 'carts'>, store: StoreRef, cart: CartSelector, trx?: Db): Promise<PricedLine[]> {
  return (await pricedCarts(deps, store, [cart], trx))[0];
}

/** Several carts' lines of one store priced in one query (checkouts arriving together): one list per selector, in order. */
export async function pricedCarts(deps: Pick<Deps, 'carts'>, store: StoreRef, carts: CartSelector[], trx?: Db): Promise<PricedLine[][]> {
  const ids: string[] = [];
  const users: number[] = [];
  const guests: string[] = [];
  for (const cart of carts) {
    if (typeof cart === 'string') ids.push(cart);
    else if ('userId' in cart) users.push(cart.userId);
    else guests.push(cart.guestId);
  }
  const rows = await deps.carts.lines({ store: storeKey(store), ids, users, guests }, trx);
  const lines = rows.map((row) => ({ row, line: pricedLine(row) }));
  return carts.map((cart) =>
    lines
      .filter(({ row }) =>
        typeof cart === 'string'
          ? row.cart_id === cart
          : 'userId' in cart
            ? row.user_id === cart.userId
            : row.cart_id === cart.guestId && row.user_id === null,
      )
      .map(({ line }) => line),
  );
}

function pricedLine(row: CartLineRow): PricedLine {
  const priced = row.variation_id
    ? variationPricing(row, { regular_price: row.v_regular, sale_price: row.v_sale })
    : pricing(num(row.regular_price), row.sale_price === null ? null : num(row.sale_price));
  const available = sellable(row, row.variation_id ? row.variation_stock : row.product_stock);
  const active = row.status === 'active' && (row.variation_id ? row.variation_active : row.variation_count === 0);
  return {
    id: row.id,
    cart_id: row.cart_id,
    discount_code: row.discount_code,
    product_id: row.product_id,
    variation_id: row.variation_id,
    quantity: row.quantity,
    name: row.name,
    slug: row.slug,
    sku: row.variation_id ? row.variation_sku || row.product_sku : row.product_sku,
    main_image: row.main_image,
    status: row.status,
    weight: num(row.weight),
    unitCents: cents(priced.price),
    available,
    isActive: active,
    isAvailable: active && (available === null || available >= row.quantity),
    stock: {
      id: row.product_id,
      name: row.name,
      manage_stock: row.manage_stock,
      allow_backorders: row.allow_backorders,
      low_stock_threshold: row.low_stock_threshold,
    },
    priceColumns: [row.regular_price, row.sale_price, row.v_regular, row.v_sale],
    attributes: (parseJson(row.attributes, []) as { attribute_name: string; value: string }[]).map(({ attribute_name, value }) => ({
      attribute_name,
      value,
    })),
  };
}

/** The full cart answer: prices, totals and availability from the catalogue, never from the client; charged by the store's settings. */
export async function cartResponse(
  deps: Pick<Deps, 'carts' | 'discounts'>,
  settings: StoreSettings,
  cart: CartRow | null,
  userId: number | null,
  trx?: Db,
): Promise<Static<typeof Cart>> {
  const store = { site: settings.site };
  const rates = {
    site: settings.site,
    currency: settings.currency,
    shipping_flat: fromCents(settings.shippingCents),
    tax_rate: settings.taxBasisPoints / 100,
  };
  if (!cart) {
    const empty = { subtotal: 0, discount_amount: 0, total: 0, shipping_amount: 0, tax_amount: 0, order_total: 0 };
    return { id: '', items: [], item_count: 0, total_weight: 0, discount_code: null, ...empty, ...rates };
  }
  const lines = await pricedLines(deps, store, cart.id, trx);
  const subtotalCents = lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0);
  let discountCents = 0;
  let code: string | null = null;
  if (cart.discount_code && lines.length > 0) {
    // A code that no longer applies (the subtotal fell below its minimum, it expired) is shown as not applied.
    const applied = await evaluateDiscount(deps, store, cart.discount_code, subtotalCents, customerKey(userId), trx).catch(() => null);
    if (applied) {
      discountCents = applied.amountCents;
      code = applied.discount.code;
    }
  }
  const charges = orderCharges(settings, subtotalCents, discountCents, lines.length > 0);
  return {
    id: cart.id,
    items: lines.map((line) => ({
      id: line.id,
      product: { id: line.product_id, slug: line.slug, name: line.name, main_image: line.main_image, sku: line.sku },
      variation: line.variation_id ? { id: line.variation_id, sku: line.sku, attributes: line.attributes } : null,
      quantity: line.quantity,
      unit_price: fromCents(line.unitCents),
      total_price: fromCents(line.unitCents * line.quantity),
      available_quantity: line.available,
      is_available: line.isAvailable,
    })),
    item_count: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: fromCents(subtotalCents),
    total_weight: Math.round(lines.reduce((sum, line) => sum + line.weight * line.quantity, 0) * 1000) / 1000,
    discount_code: code,
    discount_amount: fromCents(discountCents),
    total: fromCents(subtotalCents - discountCents),
    // What checkout will charge, by the same rule (the store's shipping and tax: the environment's for the platform).
    shipping_amount: fromCents(charges.shippingCents),
    tax_amount: fromCents(charges.taxCents),
    order_total: fromCents(charges.totalCents),
    ...rates,
  };
}

/** Runs a cart change in one transaction on the request's cart in an open store (else 404 'Shop not found') and answers the full cart. */
export async function withCart(
  deps: Deps,
  shopper: Shopper,
  store: StoreRef,
  change: ((trx: Transaction, cart: CartRow) => Promise<void>) | null,
  options: { create: boolean },
) {
  const userId = shopper.user?.id ?? null;
  const settings = await openStore(deps, store);
  return deps.db.transaction(async (trx) => {
    const cart = await resolveCart(deps, shopper, store, trx, options.create);
    if (cart && change) {
      await change(trx, cart);
      await deps.carts.touch(cart.id, trx);
    }
    return cartResponse(deps, settings, cart, userId, trx);
  });
}

async function lineOf(deps: Pick<Deps, 'carts'>, trx: Transaction, cart: CartRow, itemId: number) {
  const line = (await pricedLines(deps, storeOfRow(cart), cart.id, trx)).find((candidate) => candidate.id === itemId);
  if (!line) throw httpError(404, 'Cart item not found');
  return line;
}

function refuseBeyondStock(line: Pick<PricedLine, 'available' | 'name'>, quantity: number) {
  if (line.available !== null && quantity > line.available) throw httpError(400, outOfStockDetail(line.name, line.available));
}

export async function addItem(
  trx: Transaction,
  deps: Deps,
  cart: CartRow,
  body: { product_id: number; variation_id?: number | null; quantity?: number },
) {
  const product = await deps.catalogue.byId(body.product_id, trx);
  // Another store's product is not sold here: the same answer as one that does not exist.
  const sameStore = product && storeKey(storeOfRow(product as { site_id?: number | null } as StoreRow)) === storeKey(storeOfRow(cart));
  if (!product || !sameStore || product.status !== 'active') throw httpError(404, 'Product not found');
  let variationId: number | null = null;
  let stock = product.stock_quantity;
  if (product.variation_count > 0 || body.variation_id) {
    if (!body.variation_id) throw httpError(400, 'Please choose the product options');
    const variation = await deps.catalogue.variation(body.variation_id, trx);
    if (!variation || variation.product_id !== product.id || !variation.is_active) throw httpError(404, 'Variation not found');
    variationId = variation.id;
    stock = variation.stock_quantity;
  }
  const quantity = body.quantity ?? 1;
  const inCart =
    (await pricedLines(deps, storeOfRow(cart), cart.id, trx)).find(
      (line) => line.product_id === product.id && line.variation_id === variationId,
    )?.quantity ?? 0;
  refuseBeyondStock({ available: sellable(product, stock), name: product.name }, inCart + quantity);
  await deps.carts.upsertLine({ cartId: cart.id, productId: product.id, variationId, quantity }, 'add', trx);
}

export async function updateItem(trx: Transaction, deps: Pick<Deps, 'carts'>, cart: CartRow, itemId: number, quantity: number) {
  const line = await lineOf(deps, trx, cart, itemId);
  if (quantity === 0) {
    await deps.carts.deleteLine(line.id, trx);
    return;
  }
  if (quantity > line.quantity) refuseBeyondStock(line, quantity);
  await deps.carts.setLineQuantity(line.id, quantity, trx);
}

export async function removeItem(trx: Transaction, deps: Pick<Deps, 'carts'>, cart: CartRow, itemId: number) {
  const line = await lineOf(deps, trx, cart, itemId);
  await deps.carts.deleteLine(line.id, trx);
}

export async function clearCart(trx: Transaction, deps: Pick<Deps, 'carts'>, cart: CartRow) {
  await deps.carts.clearLines(cart.id, trx);
  await deps.carts.setDiscountCode(cart.id, null, trx);
}

/** Checks a code against the cart now and keeps it on the cart; answers what it takes off. */
export async function applyDiscount(
  trx: Transaction,
  deps: Pick<Deps, 'carts' | 'discounts'>,
  cart: CartRow,
  code: string,
  userId: number | null,
) {
  const store = storeOfRow(cart);
  const lines = await pricedLines(deps, store, cart.id, trx);
  if (lines.length === 0) throw httpError(400, 'Your cart is empty');
  const subtotalCents = lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0);
  const { discount } = await evaluateDiscount(deps, store, code, subtotalCents, customerKey(userId), trx);
  await deps.carts.setDiscountCode(cart.id, discount.code, trx);
  cart.discount_code = discount.code;
}

/** Takes the discount code off the cart. */
export async function removeDiscount(trx: Transaction, deps: Pick<Deps, 'carts'>, cart: CartRow): Promise<void> {
  await deps.carts.setDiscountCode(cart.id, null, trx);
}
