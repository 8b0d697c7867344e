import type { Block } from '../block';
import { mapBlocks, walkBlocks } from '../walk-blocks';
import { list, num, str } from './content';

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
  /** Set by the public renderer when the catalogue no longer sells the product (deleted, draft or archived). */
  unavailable?: boolean;
};

const SLUG = /^[a-z0-9-]{1,120}$/;
const AVAILABILITY = ['in_stock', 'low_stock', 'out_of_stock', 'backorder'] as const;

/** The pick stored in a block's content, read defensively (content may be old, hand-edited or hostile); null when none. */
export function pickOf(value: unknown): ShopProductPick | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const slug = str(v.slug);
  if (!SLUG.test(slug)) return null;
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
    // Only the shop's own product path: a stored link is never trusted to point elsewhere.
    link: `/shop/products/${slug}`,
    unavailable: v.unavailable === true,
  };
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
export const formatPrice = (amount: number) => usd.format(amount);

/** The fields of a block type that hold shop products: one pick, or a list of picks. */
const PICK_FIELDS: Record<string, { one?: string; many?: string }> = {
  'product-card': { one: 'shopProduct' },
  'buy-button': { one: 'shopProduct' },
  'product-grid': { many: 'shopProducts' },
};

/** The picks a block stores, unread (a card's or a button's one, a grid's list); none for other block types. */
export function storedPicksOf(block: Block): unknown[] {
  const fields = PICK_FIELDS[block.type];
  if (!fields) return [];
  const content = (block.content ?? {}) as Record<string, unknown>;
  return fields.one ? [content[fields.one]] : list(content[fields.many!]);
}

/** Every product slug the page's blocks show (columns included), once each. */
export function shopProductSlugs(blocks: Block[]): string[] {
  const slugs = new Set<string>();
  for (const block of walkBlocks(blocks)) {
    for (const pick of storedPicksOf(block)) {
      const slug = pickOf(pick)?.slug;
      if (slug) slugs.add(slug);
    }
  }
  return [...slugs];
}

/**
 * The blocks with every pick replaced by the catalogue's current answer. A product the catalogue no
 * longer sells is kept, marked unavailable: a card or button says so, a grid leaves it out.
 */
export function withShopProducts(blocks: Block[], current: ReadonlyMap<string, ShopProductPick>): Block[] {
  const fresh = (value: unknown) => {
    const pick = pickOf(value);
    return pick && (current.get(pick.slug) ?? { ...pick, unavailable: true, orderable: false });
  };
  return mapBlocks(blocks, (block) => {
    const content = (block.content ?? {}) as Record<string, unknown>;
    const fields = PICK_FIELDS[block.type];
    if (fields?.one && pickOf(content[fields.one])) return { ...block, content: { ...content, [fields.one]: fresh(content[fields.one]) } };
    if (fields?.many) return { ...block, content: { ...content, [fields.many]: list(content[fields.many]).map(fresh).filter(Boolean) } };
    return block;
  });
}
