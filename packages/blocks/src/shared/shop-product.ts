import { num, str } from './content';
import { isProductSlug } from './product-slug';

/**
 * A shop product as a product block keeps it: the builder's picker stores the product's slug with
 * what the catalogue said then (the canvas draws that), and the public renderer replaces it with the
 * catalogue's answer of the moment, so a visitor sees today's price and availability.
 */
export type ShopProductPick = {
  slug: string;
  name: string;
  description: string;
  image: string;
  price: number;
  regular_price: number;
  on_sale: boolean;
  discount_percentage: number;
  availability: 'in_stock' | 'low_stock' | 'out_of_stock' | 'backorder';
  availability_text: string;
  orderable: boolean;
  link: string;
  /** The store's currency (ISO 4217), set by the public renderer from the shop's settings; USD when absent. */
  currency?: string;
  /** Set by the public renderer when the catalogue no longer sells the product (deleted, draft or archived). */
  unavailable?: boolean;
};

const AVAILABILITY = ['in_stock', 'low_stock', 'out_of_stock', 'backorder'] as const;

/**
 * A stored link is kept only when it is a local path to this product's page (a site's storefront writes
 * `{pagesBase}/products/{slug}`); anything else is never trusted to point elsewhere: the platform shop's page.
 */
function productLinkOf(link: unknown, slug: string): string {
  const path = str(link);
  return /^(\/[A-Za-z0-9_-]+)*\/products\/[a-z0-9-]+$/.test(path) && path.endsWith(`/products/${slug}`) ? path : `/shop/products/${slug}`;
}

/** The pick stored in a block's content, read defensively (content may be old, hand-edited or hostile); null when none. */
export function pickOf(value: unknown): ShopProductPick | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const slug = str(v.slug);
  if (!isProductSlug(slug)) return null;
  const availability = (AVAILABILITY as readonly unknown[]).includes(v.availability)
    ? (v.availability as ShopProductPick['availability'])
    : 'in_stock';
  return {
    slug,
    name: str(v.name) || slug,
    description: str(v.description),
    image: str(v.image),
    price: num(v.price, 0, 0),
    regular_price: num(v.regular_price, num(v.price, 0, 0), 0),
    on_sale: v.on_sale === true,
    discount_percentage: num(v.discount_percentage, 0, 0, 100),
    availability,
    availability_text: str(v.availability_text),
    orderable: v.orderable !== false,
    link: productLinkOf(v.link, slug),
    currency: typeof v.currency === 'string' && /^[A-Z]{3}$/.test(v.currency) ? v.currency : 'USD',
    unavailable: v.unavailable === true,
  };
}

const formats = new Map<string, Intl.NumberFormat>();
/** An amount in a store's currency (USD unless told), as a product block shows it. */
export function formatPrice(amount: number, currency = 'USD'): string {
  let format = formats.get(currency);
  if (!format) {
    try {
      format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    } catch {
      format = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    }
    formats.set(currency, format);
  }
  return format.format(amount);
}
