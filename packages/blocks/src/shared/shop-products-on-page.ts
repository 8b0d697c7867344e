// The shop products a page's blocks show, wherever they sit in its tree: what the public renderer asks the
// catalogue for, and the blocks with its answer laid in.
import type { Block } from '../block';
import { mapBlocks, walkBlocks } from '../walk-blocks';
import { list } from './content';
import { pickOf, type ShopProductPick } from './shop-product';

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

/** True when the block shows shop products (a card or button with a pick, a grid with at least one). */
const showsShopProducts = (block: Block) => storedPicksOf(block).some((pick) => pickOf(pick) !== null);

/** The blocks without those showing shop products (columns included): what a page shows while its site's shop is closed. */
export function withoutShopProducts(blocks: Block[]): Block[] {
  const keep = (list: unknown) => (Array.isArray(list) ? (list as Block[]).filter((block) => !showsShopProducts(block)) : list);
  return mapBlocks(
    keep(blocks) as Block[],
    (block) => block,
    (region) => ({ ...region, blocks: keep(region.blocks) }),
  );
}
