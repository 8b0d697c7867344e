import { pickOf, storedPicksOf, walkBlocks, type Block, type ShopProductPick } from '@atlas/blocks';

// JSON-LD (schema.org) for the Structured Data utility: the page (WebPage, and WebSite on the home page),
// a blog post (BlogPosting) and the shop products a page shows (Product with its offer). A
// `<script type="application/ld+json">` is data, not code: browsers never run it, so the page's CSP
// (script-src) does not apply to it and it needs no hash.

type Json = Record<string, unknown>;

/**
 * The JSON for the inside of a script element: `<`, `>` and `&` as \u escapes (so `</script>` or `<!--`
 * in a title cannot end or bend the element), and the two line separators JavaScript once choked on.
 */
export function jsonLdText(data: Json): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

const absolute = (origin: string, url: string | undefined) => (!url ? undefined : url.startsWith('/') ? `${origin}${url}` : url);
const drop = (data: Json): Json => Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined && value !== ''));

export interface PageFacts {
  origin: string;
  /** The site's address (its home page). */
  siteUrl: string;
  siteName: string;
  siteDescription?: string;
  language?: string;
  url: string;
  title: string;
  description?: string;
  isHome: boolean;
  updatedAt?: string;
}

export function pageStructuredData(page: PageFacts, products: ShopProductPick[] = []): Json {
  const website = drop({
    '@type': 'WebSite',
    '@id': `${page.siteUrl}#website`,
    name: page.siteName,
    url: page.siteUrl,
    description: page.siteDescription,
  });
  const webpage = drop({
    '@type': 'WebPage',
    '@id': `${page.url}#webpage`,
    name: page.title,
    description: page.description,
    url: page.url,
    inLanguage: page.language,
    dateModified: page.updatedAt,
    isPartOf: { '@id': `${page.siteUrl}#website` },
  });
  return {
    '@context': 'https://schema.org',
    '@graph': [website, webpage, ...products.map((product) => productData(page.origin, product))],
  };
}

const AVAILABILITY: Record<ShopProductPick['availability'], string> = {
  in_stock: 'https://schema.org/InStock',
  low_stock: 'https://schema.org/LimitedAvailability',
  out_of_stock: 'https://schema.org/OutOfStock',
  backorder: 'https://schema.org/BackOrder',
};

/** The shop prices in US dollars (formatPrice in the blocks' shop-product rules). */
export const SHOP_CURRENCY = 'USD';

function productData(origin: string, product: ShopProductPick): Json {
  const url = absolute(origin, product.link);
  return drop({
    '@type': 'Product',
    name: product.name,
    description: product.description,
    image: absolute(origin, product.image),
    sku: product.slug,
    url,
    offers: drop({
      '@type': 'Offer',
      price: product.price.toFixed(2),
      priceCurrency: SHOP_CURRENCY,
      availability: AVAILABILITY[product.availability] ?? AVAILABILITY.in_stock,
      url,
    }),
  });
}

/** A storefront's product page: the product with its offer in the store's currency. */
export interface ProductFacts {
  url: string;
  name: string;
  description?: string;
  images: string[];
  sku: string;
  price: number;
  currency: string;
  availability: ShopProductPick['availability'];
}

/** The storefront's product page: its Product (with the offer) and the trail to it (BreadcrumbList). */
export function productPageData(origin: string, product: ProductFacts, trail: { name: string; url: string }[]): Json {
  const images = product.images.map((image) => absolute(origin, image)).filter(Boolean);
  return {
    '@context': 'https://schema.org',
    '@graph': [
      drop({
        '@type': 'Product',
        name: product.name,
        description: product.description,
        image: images.length ? images : undefined,
        sku: product.sku,
        url: product.url,
        offers: {
          '@type': 'Offer',
          price: product.price.toFixed(2),
          priceCurrency: product.currency,
          availability: AVAILABILITY[product.availability] ?? AVAILABILITY.in_stock,
          url: product.url,
        },
      }),
      breadcrumbData(trail),
    ],
  };
}

export function breadcrumbData(trail: { name: string; url: string }[]): Json {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, i) => ({ '@type': 'ListItem', position: i + 1, name: step.name, item: step.url })),
  };
}

/** A catalogue or category page: the products it lists, in its order. */
export function itemListData(name: string, url: string, items: { name: string; url: string }[]): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    url,
    numberOfItems: items.length,
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, url: item.url })),
  };
}

/** The shop products a page's blocks show (columns included), once each; ones the shop no longer sells are left out. */
export function productsOf(blocks: Block[]): ShopProductPick[] {
  const found = new Map<string, ShopProductPick>();
  for (const block of walkBlocks(blocks)) {
    for (const raw of storedPicksOf(block)) {
      const pick = pickOf(raw);
      if (pick && !pick.unavailable && !found.has(pick.slug)) found.set(pick.slug, pick);
    }
  }
  return [...found.values()];
}

export interface PostFacts {
  url: string;
  headline: string;
  description?: string;
  datePublished: string;
  dateModified?: string;
  author: string;
  image?: string;
  siteName: string;
  siteUrl: string;
  language?: string;
}

export function postStructuredData(origin: string, post: PostFacts): Json {
  return drop({
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.headline.slice(0, 110),
    description: post.description,
    datePublished: post.datePublished,
    dateModified: post.dateModified ?? post.datePublished,
    author: post.author ? { '@type': 'Person', name: post.author } : undefined,
    image: absolute(origin, post.image),
    url: post.url,
    mainEntityOfPage: post.url,
    inLanguage: post.language,
    publisher: { '@type': 'Organization', name: post.siteName, url: post.siteUrl },
  });
}
