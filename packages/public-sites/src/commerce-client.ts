import { productPick, type ProductPage } from '@atlas/commerce/contract';
import { shopProductSlugs, withShopProducts, type Block, type ShopProductPick } from '@atlas/blocks';

const TIMEOUT_MS = 3000;
/** The commerce service answers at most this many slugs per call. */
const SLUGS_PER_CALL = 50;

/** Reads the shop's catalogue for the product blocks of public pages. */
export function commerceClient(commerceUrl: string) {
  const base = commerceUrl.replace(/\/+$/, '');
  return {
    /** The products named (active ones only: the catalogue lists no drafts to a visitor), or null when the shop did not answer. */
    async products(slugs: string[]): Promise<Map<string, ShopProductPick> | null> {
      const found = new Map<string, ShopProductPick>();
      for (let at = 0; at < slugs.length; at += SLUGS_PER_CALL) {
        const batch = slugs.slice(at, at + SLUGS_PER_CALL);
        try {
          const query = `slugs=${encodeURIComponent(batch.join(','))}&page_size=${SLUGS_PER_CALL}`;
          const response = await fetch(`${base}/ecommerce/api/products/?${query}`, {
            headers: { accept: 'application/json' },
            signal: AbortSignal.timeout(TIMEOUT_MS),
          });
          if (!response.ok) return null;
          const page = (await response.json()) as ProductPage;
          for (const product of page.results) found.set(product.slug, productPick(product));
        } catch {
          return null;
        }
      }
      return found;
    },
  };
}

export type CommerceClient = ReturnType<typeof commerceClient>;

/**
 * The page's blocks with today's price and availability in every product block. `live` says the page
 * shows shop products (its cached copy goes when the catalogue changes); `stale` that the shop did not
 * answer and the builder's last picks are shown (kept only briefly).
 */
export async function withLiveProducts(
  commerce: CommerceClient | undefined,
  blocks: Block[],
): Promise<{ blocks: Block[]; live: boolean; stale: boolean }> {
  const slugs = shopProductSlugs(Array.isArray(blocks) ? blocks : []);
  if (slugs.length === 0) return { blocks, live: false, stale: false };
  const current = commerce ? await commerce.products(slugs) : null;
  if (!current) return { blocks, live: true, stale: true };
  return { blocks: withShopProducts(blocks, current), live: true, stale: false };
}
