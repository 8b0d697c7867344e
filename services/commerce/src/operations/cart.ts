import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { httpError, intArray, uuidArray, type AuthUser, type Static } from '@atlas/service-kit';
import { orderCharges, type Deps, type ShopSettings } from '../deps';
import type { Cart } from '../schemas/shopping';
import { SCHEMA, table, num, cents, fromCents, parseJson, type Db } from '../repositories/db';
import { sellable, variationPricing, pricing } from './responses';
import { customerKey, evaluateDiscount } from './discounts';
import { outOfStockDetail, type StockOwner } from './stock';

export interface CartRow {
  id: string;
  user_id: number | null;
  discount_code: string | null;
}

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

/** A row of `pricedLines`' query (numerics as text). */
type PricedRow = Record<string, any> & {
  manage_stock: boolean;
  allow_backorders: boolean;
  regular_price: string;
  sale_price: string | null;
  v_regular: string | null;
  v_sale: string | null;
};

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
 * The cart a request works on, inside `trx` and locked for it: the signed-in user's (a guest cart the
 * request also carries is merged into it first, then deleted), else the guest cart named by X-Cart-Id.
 * With `create`, a missing cart is made; without, null is answered.
 */
export async function resolveCart(deps: Deps, shopper: Shopper, trx: Knex.Transaction, create: boolean): Promise<CartRow | null> {
  const user = shopper.user;
  const guestId = shopper.cartId;
  const guest: CartRow | undefined = guestId
    ? await table(trx, 'carts').where({ id: guestId }).whereNull('user_id').forUpdate().first()
    : undefined;
  if (!user) {
    if (guest) return guest;
    if (!create) return null;
    const [made] = await table(trx, 'carts').insert({ id: randomUUID() }).returning(['id', 'user_id', 'discount_code']);
    return made;
  }
  let mine: CartRow | undefined = await table(trx, 'carts').where({ user_id: user.id }).forUpdate().first();
  if (!mine && guest) {
    // The guest cart becomes the user's: nothing to add up.
    const [adopted] = await table(trx, 'carts')
      .where({ id: guest.id })
      .update({ user_id: user.id, updated_at: trx.fn.now() })
      .returning(['id', 'user_id', 'discount_code']);
    return adopted;
  }
  if (!mine && (create || guest)) {
    await trx.raw(`insert into ${SCHEMA}.carts (id, user_id) values (?, ?) on conflict (user_id) do nothing`, [randomUUID(), user.id]);
    mine = await table(trx, 'carts').where({ user_id: user.id }).forUpdate().first();
  }
  if (mine && guest) await mergeInto(trx, guest, mine);
  return mine ?? null;
}

/** Adds a guest cart's lines to the user's cart (quantities summed, capped at what can be sold) and deletes it. */
async function mergeInto(trx: Knex.Transaction, guest: CartRow, mine: CartRow) {
  const lines = await pricedLines(trx, guest.id);
  const existing = new Map((await pricedLines(trx, mine.id)).map((line) => [`${line.product_id}:${line.variation_id ?? 0}`, line]));
  for (const line of lines) {
    const current = existing.get(`${line.product_id}:${line.variation_id ?? 0}`)?.quantity ?? 0;
    const wanted = current + line.quantity;
    const quantity = line.available === null ? wanted : Math.min(wanted, Math.max(line.available, current));
    if (quantity <= 0) continue;
    await upsertLine(trx, mine.id, line.product_id, line.variation_id, quantity, 'set');
  }
  if (!mine.discount_code && guest.discount_code) {
    await table(trx, 'carts').where({ id: mine.id }).update({ discount_code: guest.discount_code });
    mine.discount_code = guest.discount_code;
  }
  await table(trx, 'carts').where({ id: guest.id }).delete();
}

async function upsertLine(trx: Db, cartId: string, productId: number, variationId: number | null, quantity: number, mode: 'add' | 'set') {
  const onConflict = mode === 'add' ? 'cart_items.quantity + excluded.quantity' : 'excluded.quantity';
  await trx.raw(
    `insert into ${SCHEMA}.cart_items (cart_id, product_id, variation_id, quantity) values (?, ?, ?, ?)
     on conflict (cart_id, product_id, coalesce(variation_id, 0)) do update set quantity = ${onConflict}`,
    [cartId, productId, variationId, quantity],
  );
}

/** Which cart: by its id, or the shopper's own (the user's, else the guest cart they carry). */
export type CartSelector = string | { userId: number } | { guestId: string };

/**
 * A cart's lines priced and checked against the catalogue as it is now, in one query; each carries
 * its cart's id and discount code. Written as SQL, not with the query builder: it runs on every cart
 * answer and at the start of every checkout (a third of a round trip's CPU here is the builder's).
 */
export async function pricedLines(db: Db, cart: CartSelector): Promise<PricedLine[]> {
  return (await pricedCarts(db, [cart]))[0];
}

/** Several carts' lines priced in one query (checkouts arriving together): one list per selector, in order. */
export async function pricedCarts(db: Db, carts: CartSelector[]): Promise<PricedLine[][]> {
  const ids: string[] = [];
  const users: number[] = [];
  const guests: string[] = [];
  for (const cart of carts) {
    if (typeof cart === 'string') ids.push(cart);
    else if ('userId' in cart) users.push(cart.userId);
    else guests.push(cart.guestId);
  }
  const { rows } = await db.raw(
    `select i.id, i.cart_id, c.user_id, c.discount_code, i.product_id, i.variation_id, i.quantity,
       p.name, p.slug, p.sku as product_sku, p.main_image, p.status, p.weight,
       p.regular_price::text as regular_price, p.sale_price::text as sale_price,
       p.stock_quantity as product_stock, p.manage_stock, p.allow_backorders, p.low_stock_threshold, p.variation_count,
       v.sku as variation_sku, v.regular_price::text as v_regular, v.sale_price::text as v_sale,
       v.stock_quantity as variation_stock, v.is_active as variation_active, v.attributes
     from ${SCHEMA}.carts c
     join ${SCHEMA}.cart_items i on i.cart_id = c.id
     join ${SCHEMA}.products p on p.id = i.product_id
     left join ${SCHEMA}.variations v on v.id = i.variation_id
     where c.id = any(?::uuid[]) or c.user_id = any(?::int[]) or (c.id = any(?::uuid[]) and c.user_id is null)
     order by i.id`,
    [uuidArray(ids), intArray(users), uuidArray(guests)],
  );
  const lines = (rows as PricedRow[]).map((row) => ({ row, line: pricedLine(row) }));
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

function pricedLine(row: PricedRow): PricedLine {
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

/** The full cart answer: prices, totals and availability from the catalogue, never from the client. */
export async function cartResponse(
  db: Db,
  cart: CartRow | null,
  userId: number | null,
  settings: ShopSettings,
): Promise<Static<typeof Cart>> {
  const rates = { shipping_flat: fromCents(settings.shippingCents), tax_rate: settings.taxBasisPoints / 100 };
  if (!cart) {
    const empty = { subtotal: 0, discount_amount: 0, total: 0, shipping_amount: 0, tax_amount: 0, order_total: 0 };
    return { id: '', items: [], item_count: 0, total_weight: 0, discount_code: null, ...empty, ...rates };
  }
  const lines = await pricedLines(db, cart.id);
  const subtotalCents = lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0);
  let discountCents = 0;
  let code: string | null = null;
  if (cart.discount_code && lines.length > 0) {
    // A code that no longer applies (the subtotal fell below its minimum, it expired) is shown as not applied.
    const applied = await evaluateDiscount(db, cart.discount_code, subtotalCents, customerKey(userId)).catch(() => null);
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
    // What checkout will charge, by the same rule (COMMERCE_SHIPPING_FLAT, COMMERCE_TAX_RATE).
    shipping_amount: fromCents(charges.shippingCents),
    tax_amount: fromCents(charges.taxCents),
    order_total: fromCents(charges.totalCents),
    ...rates,
  };
}

/** Runs a cart change in one transaction on the request's cart and answers the full cart. */
export async function withCart(
  deps: Deps,
  shopper: Shopper,
  change: ((trx: Knex.Transaction, cart: CartRow) => Promise<void>) | null,
  options: { create: boolean },
) {
  const userId = shopper.user?.id ?? null;
  return deps.db.transaction(async (trx) => {
    const cart = await resolveCart(deps, shopper, trx, options.create);
    if (cart && change) {
      await change(trx, cart);
      await table(trx, 'carts').where({ id: cart.id }).update({ updated_at: trx.fn.now() });
    }
    return cartResponse(trx, cart, userId, deps.settings);
  });
}

async function lineOf(trx: Db, cart: CartRow, itemId: number) {
  const line = (await pricedLines(trx, cart.id)).find((candidate) => candidate.id === itemId);
  if (!line) throw httpError(404, 'Cart item not found');
  return line;
}

function refuseBeyondStock(line: Pick<PricedLine, 'available' | 'name'>, quantity: number) {
  if (line.available !== null && quantity > line.available) throw httpError(400, outOfStockDetail(line.name, line.available));
}

export async function addItem(
  trx: Knex.Transaction,
  deps: Deps,
  cart: CartRow,
  body: { product_id: number; variation_id?: number | null; quantity?: number },
) {
  const product = await deps.catalogue.byId(body.product_id, trx);
  if (!product || product.status !== 'active') throw httpError(404, 'Product not found');
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
    (await pricedLines(trx, cart.id)).find((line) => line.product_id === product.id && line.variation_id === variationId)?.quantity ?? 0;
  refuseBeyondStock({ available: sellable(product, stock), name: product.name }, inCart + quantity);
  await upsertLine(trx, cart.id, product.id, variationId, quantity, 'add');
}

export async function updateItem(trx: Knex.Transaction, cart: CartRow, itemId: number, quantity: number) {
  const line = await lineOf(trx, cart, itemId);
  if (quantity === 0) {
    await table(trx, 'cart_items').where({ id: line.id }).delete();
    return;
  }
  if (quantity > line.quantity) refuseBeyondStock(line, quantity);
  await table(trx, 'cart_items').where({ id: line.id }).update({ quantity });
}

export async function removeItem(trx: Knex.Transaction, cart: CartRow, itemId: number) {
  const line = await lineOf(trx, cart, itemId);
  await table(trx, 'cart_items').where({ id: line.id }).delete();
}

export async function clearCart(trx: Knex.Transaction, cart: CartRow) {
  await table(trx, 'cart_items').where({ cart_id: cart.id }).delete();
  await table(trx, 'carts').where({ id: cart.id }).update({ discount_code: null });
}

/** Checks a code against the cart now and keeps it on the cart; answers what it takes off. */
export async function applyDiscount(trx: Knex.Transaction, cart: CartRow, code: string, userId: number | null) {
  const lines = await pricedLines(trx, cart.id);
  if (lines.length === 0) throw httpError(400, 'Your cart is empty');
  const subtotalCents = lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0);
  const { discount } = await evaluateDiscount(trx, code, subtotalCents, customerKey(userId));
  await table(trx, 'carts').where({ id: cart.id }).update({ discount_code: discount.code });
  cart.discount_code = discount.code;
}

/** Takes the discount code off the cart. */
export async function removeDiscount(trx: Knex.Transaction, cart: CartRow): Promise<void> {
  await table(trx, 'carts').where({ id: cart.id }).update({ discount_code: null });
}
