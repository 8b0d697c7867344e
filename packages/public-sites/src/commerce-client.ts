import {
  productPick,
  type ProductDetail,
  type ProductPage,
  type PublicShopSettings,
  type ShopCategory,
  type ShopOrder,
} from '@atlas/commerce/contract';
import { shopProductSlugs, withoutShopProducts, withShopProducts, type Block, type ShopProductPick } from '@atlas/blocks';

// The commerce service as a site's storefront reads it: each call names the site's store (`?site=`), and
// answers ok, not found (unknown, a closed shop, a wrong token: the visitor gets the 404 page) or failed.

const TIMEOUT_MS = 3000;
/** The commerce service answers at most this many slugs per call. */
const SLUGS_PER_CALL = 50;

export type Read<T> = { kind: 'ok'; data: T } | { kind: 'not-found' } | { kind: 'failed' };

/** What anyone may read of a site's shop (`GET /ecommerce/api/shops/{site}/`, only while it is enabled). */
export type ShopSettings = PublicShopSettings;

/** The catalogue's list as the storefront asks for it: a page, a sort, a search and a category. */
export interface CatalogueQuery {
  page?: number;
  sort?: string;
  search?: string;
  category?: string;
  pageSize?: number;
}

export function commerceClient(commerceUrl: string) {
  const base = commerceUrl.replace(/\/+$/, '');

  async function read<T>(path: string, query: Record<string, string | number | undefined> = {}): Promise<Read<T>> {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(name, String(value));
    const search = params.size ? `?${params}` : '';
    try {
      const response = await fetch(`${base}/ecommerce/api/${path}${search}`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (response.ok) return { kind: 'ok', data: (await response.json()) as T };
      // 400: a slug, id or token the service refuses to read is a page that does not exist
      if (response.status === 404 || response.status === 400) return { kind: 'not-found' };
      return { kind: 'failed' };
    } catch {
      return { kind: 'failed' };
    }
  }

  return {
    /** The site's shop as anyone may see it; not found while it is disabled (or the site unknown). */
    shop: (siteId: number) => read<ShopSettings>(`shops/${siteId}/`),
    /** A page of the store's active products. */
    products: (siteId: number, query: CatalogueQuery = {}) =>
      read<ProductPage>('products/', {
        site: siteId,
        page: query.page,
        sort: query.sort,
        search: query.search,
        category: query.category,
        page_size: query.pageSize,
      }),
    product: (siteId: number, slug: string) => read<ProductDetail>(`products/${encodeURIComponent(slug)}/`, { site: siteId }),
    categories: (siteId: number) => read<{ results: ShopCategory[]; count: number }>('categories/', { site: siteId }),
    /** A guest's order by its access token (the token is the permission). */
    order: (id: string, token: string) => read<ShopOrder>(`orders/${encodeURIComponent(id)}/`, { token }),
    /**
     * The products named (active ones only: the catalogue lists no drafts to a visitor) as product blocks show them,
     * each linking to `{productBase}/{slug}`; not found when the site's shop is closed.
     */
    async picks(siteId: number, slugs: string[], productBase: string, currency = 'USD'): Promise<Read<Map<string, ShopProductPick>>> {
      const found = new Map<string, ShopProductPick>();
      for (let at = 0; at < slugs.length; at += SLUGS_PER_CALL) {
        const answer = await read<ProductPage>('products/', {
          site: siteId,
          slugs: slugs.slice(at, at + SLUGS_PER_CALL).join(','),
          page_size: SLUGS_PER_CALL,
        });
        if (answer.kind !== 'ok') return answer;
        for (const product of answer.data.results)
          found.set(product.slug, { ...productPick(product), link: `${productBase}/${product.slug}`, currency });
      }
      return { kind: 'ok', data: found };
    },
  };
}

export type CommerceClient = ReturnType<typeof commerceClient>;

/**
 * The page's blocks with today's price and availability in every product block, linking to the site's own
 * product pages (`{pagesBase}/products/{slug}`). `live` says the page shows shop products (its cached copy goes
 * when the catalogue changes); `stale` that the shop did not answer and the builder's last picks are shown (kept
 * only briefly). A site whose shop is closed shows none of them.
 */
export async function withLiveProducts(
  commerce: CommerceClient | undefined,
  blocks: Block[],
  site: { id: number; pagesBase: string },
): Promise<{ blocks: Block[]; live: boolean; stale: boolean }> {
  const slugs = shopProductSlugs(Array.isArray(blocks) ? blocks : []);
  if (slugs.length === 0) return { blocks, live: false, stale: false };
  if (!commerce) return { blocks, live: true, stale: true };
  // The shop's settings say whether it sells (a closed shop's product blocks show nothing) and in what currency.
  const shop = await commerce.shop(site.id);
  if (shop.kind === 'failed') return { blocks, live: true, stale: true };
  if (shop.kind === 'not-found') return { blocks: withoutShopProducts(blocks), live: true, stale: false };
  const current = await commerce.picks(site.id, slugs, `${site.pagesBase}/products`, shop.data.currency);
  if (current.kind === 'failed') return { blocks, live: true, stale: true };
  if (current.kind === 'not-found') return { blocks: withoutShopProducts(blocks), live: true, stale: false };
  return { blocks: withShopProducts(blocks, current.data), live: true, stale: false };
}
