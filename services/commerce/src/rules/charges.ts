// What an order is charged: the shop's settings (read from the environment once per app) and the one rule
// the cart shows and checkout charges.

export interface ShopSettings {
  /** Flat shipping per order, in cents (COMMERCE_SHIPPING_FLAT, in dollars; default 10). */
  shippingCents: number;
  /** Tax in basis points of the discounted subtotal (COMMERCE_TAX_RATE as a percentage; default 0). */
  taxBasisPoints: number;
  currency: string;
}

export function shopSettings(env: NodeJS.ProcessEnv = process.env): ShopSettings {
  const shipping = Number(env.COMMERCE_SHIPPING_FLAT ?? '10');
  const tax = Number(env.COMMERCE_TAX_RATE ?? '0');
  if (!Number.isFinite(shipping) || shipping < 0 || shipping > 10_000)
    throw new Error('COMMERCE_SHIPPING_FLAT must be an amount from 0 to 10000');
  if (!Number.isFinite(tax) || tax < 0 || tax > 100) throw new Error('COMMERCE_TAX_RATE must be a percentage from 0 to 100');
  return { shippingCents: Math.round(shipping * 100), taxBasisPoints: Math.round(tax * 100), currency: 'USD' };
}

/**
 * What an order of this subtotal and discount is charged, in cents: the one rule the cart shows and
 * checkout charges (flat shipping on any order with something in it, tax on the discounted subtotal).
 */
export function orderCharges(settings: ShopSettings, subtotalCents: number, discountCents: number, hasItems = true) {
  const shippingCents = hasItems ? settings.shippingCents : 0;
  const taxCents = Math.round(((subtotalCents - discountCents) * settings.taxBasisPoints) / 10_000);
  return { shippingCents, taxCents, totalCents: subtotalCents - discountCents + shippingCents + taxCents };
}
