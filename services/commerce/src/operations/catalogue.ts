import { httpError, type AuthUser, type Static } from '@atlas/service-kit';
import { slugify } from '@atlas/sites/contract';
import type { Deps } from '../deps';
import type { ProductCreate, ProductUpdate, VariationInput } from '../schemas/catalogue';
import { json, isUniqueViolation, type Db, type Transaction } from '../repositories/db';
import type { ProductView } from '../repositories/catalogue';
import { imageUrl, productResponse } from './responses';
import { stockChanged } from './stock';
import { mayInStore, openStore, storeOfRow, type StoreRef } from './stores';
import { publishProductChanged } from '../events/published';

type ProductInput = Static<typeof ProductUpdate>;

/**
 * Whether the caller reads the store as one of its members (drafts included; staff on the platform's
 * store): anyone else reads an open shop only, else 404 'Shop not found'.
 */
export async function readStore(deps: Deps, viewer: AuthUser | null, store: StoreRef): Promise<boolean> {
  if (await mayInStore(deps, viewer, store, 'read')) return true;
  await openStore(deps, store);
  return false;
}

/** The store's product of that slug as the caller may see it: drafts and archived products only for its members. */
export async function visibleProduct(deps: Deps, store: StoreRef, slug: string, member: boolean, trx?: Db): Promise<ProductView> {
  const product = await deps.catalogue.bySlug(store.site, slug, trx);
  if (!product || (product.status !== 'active' && !member)) throw httpError(404, 'Product not found');
  return product;
}

/** The store's product of that slug whatever its status (its editors change drafts too). */
export const storeProduct = (deps: Deps, store: StoreRef, slug: string, trx?: Db) => visibleProduct(deps, store, slug, true, trx);

/** The product with its variations (inactive ones for the store's members) and images. */
export async function productDetail(deps: Deps, product: ProductView, member: boolean, trx?: Db) {
  const [variations, images] = await Promise.all([deps.catalogue.variations([product.id], trx), deps.catalogue.images(product.id, trx)]);
  return productResponse(product, variations, images, { staff: member });
}

/**
 * `commerce.product.*` for a change of the product, with its store (`site_id`, and `owner_id` of the
 * site: who the change concerns), and the store's cached catalogue dropped once the change commits.
 */
async function productChanged(
  deps: Deps,
  trx: Transaction,
  verb: 'created' | 'updated' | 'deleted',
  product: { id: number; slug: string; site_id: number | null },
  extra: Record<string, unknown> = {},
) {
  const site = product.site_id ?? null;
  const owner = site === null ? null : ((await deps.sites.find(site, trx))?.owner_id ?? null);
  await publishProductChanged(deps.events, trx, verb, product, { site_id: site, owner_id: owner, ...extra });
  deps.catalogueCache.dropOnCommit(trx, storeOfRow(product));
}

/** A free slug: the asked one, else the name's, with -2, -3 ... on a clash. */
async function freeSlug(deps: Pick<Deps, 'catalogue'>, trx: Db, store: StoreRef, wanted: string, exceptId: number | null) {
  const base = slugify(wanted, 110) || 'product';
  for (let n = 1; n < 1000; n += 1) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await deps.catalogue.slugTaken(store.site, candidate, exceptId, trx))) return candidate;
  }
  throw httpError(409, 'No free slug for this product');
}

/** A product names a category and a brand of its own store only (another store's is as unknown as a missing one). */
async function checkRefs(deps: Pick<Deps, 'catalogue'>, trx: Db, store: StoreRef, input: ProductInput) {
  if (input.category != null && !(await deps.catalogue.exists('categories', store.site, input.category, trx)))
    throw httpError(400, 'Category not found');
  if (input.brand != null && !(await deps.catalogue.exists('brands', store.site, input.brand, trx)))
    throw httpError(400, 'Brand not found');
}

function columns(input: ProductInput) {
  const { category, brand, ...rest } = input;
  const row: Record<string, unknown> = { ...rest };
  if (category !== undefined) row.category_id = category;
  if (brand !== undefined) row.brand_id = brand;
  for (const key of ['name', 'sku', 'short_description', 'description'] as const) {
    if (typeof row[key] === 'string') row[key] = (row[key] as string).trim();
  }
  return row;
}

function refuseNegativeStock(row: { stock_quantity?: number; manage_stock?: boolean; allow_backorders?: boolean }) {
  if ((row.stock_quantity ?? 0) < 0 && row.manage_stock !== false && !row.allow_backorders) {
    throw httpError(400, 'stock_quantity cannot be negative unless the product takes backorders');
  }
}

/** A new product of the store (its slug free within the store). */
export async function createProduct(deps: Deps, store: StoreRef, input: Static<typeof ProductCreate>) {
  const { site: _named, ...fields } = input;
  return deps.db.transaction(async (trx) => {
    await checkRefs(deps, trx, store, fields);
    const row = columns(fields);
    if (!String(row.name ?? '')) throw httpError(400, 'Name is required');
    refuseNegativeStock(row);
    row.slug = await freeSlug(deps, trx, store, fields.slug || fields.name, null);
    row.site_id = store.site;
    const product = (await deps.catalogue.byId(await deps.catalogue.insertProduct(row, trx), trx))!;
    await productChanged(deps, trx, 'created', product);
    return product;
  });
}

export async function updateProduct(deps: Deps, store: StoreRef, slug: string, input: ProductInput) {
  return deps.db.transaction(async (trx) => {
    const product = await storeProduct(deps, store, slug, trx);
    const locked = (await deps.catalogue.lockProduct(product.id, trx))!;
    await checkRefs(deps, trx, store, input);
    const row = columns(input);
    if (row.name === '') throw httpError(400, 'Name is required');
    refuseNegativeStock({ ...locked, ...row });
    if (input.slug !== undefined && input.slug !== product.slug)
      row.slug = await freeSlug(deps, trx, store, input.slug || (input.name ?? product.name), product.id);
    try {
      await deps.catalogue.updateProduct(product.id, row, trx);
    } catch (error) {
      if ((error as { code?: string }).code === '23514')
        throw httpError(400, 'stock_quantity cannot be negative unless the product takes backorders');
      throw error;
    }
    const after = (await deps.catalogue.byId(product.id, trx))!;
    if (input.stock_quantity !== undefined && after.variation_count === 0) {
      await stockChanged(deps, trx, after, null, locked.stock_quantity, after.stock_quantity);
    }
    await productChanged(deps, trx, 'updated', after, after.slug !== product.slug ? { previous_slug: product.slug } : {});
    return after;
  });
}

export async function deleteProduct(deps: Deps, store: StoreRef, slug: string) {
  const product = await storeProduct(deps, store, slug);
  const keys: string[] = await deps.db.transaction(async (trx) => {
    const images = await deps.catalogue.images(product.id, trx);
    await deps.catalogue.deleteProduct(product.id, trx);
    await productChanged(deps, trx, 'deleted', product);
    return images.map((image) => image.storage_key);
  });
  await Promise.all(keys.map((key) => deps.storage.delete(key).catch(() => undefined)));
}

export async function addVariation(deps: Deps, store: StoreRef, slug: string, input: Static<typeof VariationInput>) {
  return deps.db.transaction(async (trx) => {
    const product = await storeProduct(deps, store, slug, trx);
    if (!input.attributes?.length) throw httpError(400, 'attributes is required: at least one attribute');
    if ((input.stock_quantity ?? 0) < 0 && product.manage_stock && !product.allow_backorders) {
      throw httpError(400, 'stock_quantity cannot be negative unless the product takes backorders');
    }
    const position = await deps.catalogue.nextVariationPosition(product.id, trx);
    await deps.catalogue.insertVariation(
      {
        product_id: product.id,
        sku: (input.sku ?? '').trim(),
        regular_price: input.regular_price ?? null,
        sale_price: input.sale_price ?? null,
        stock_quantity: input.stock_quantity ?? 0,
        is_active: input.is_active ?? true,
        attributes: json(input.attributes),
        position,
      },
      trx,
    );
    await deps.catalogue.recountVariations(product.id, trx);
    await productChanged(deps, trx, 'updated', product);
    return product;
  });
}

export async function updateVariation(
  deps: Deps,
  store: StoreRef,
  slug: string,
  variationId: number,
  input: Static<typeof VariationInput>,
) {
  return deps.db.transaction(async (trx) => {
    const product = await storeProduct(deps, store, slug, trx);
    const variation = await deps.catalogue.lockVariation(variationId, product.id, trx);
    if (!variation) throw httpError(404, 'Variation not found');
    const row: Record<string, unknown> = {};
    for (const key of ['sku', 'regular_price', 'sale_price', 'stock_quantity', 'is_active'] as const) {
      if (input[key] !== undefined) row[key] = input[key];
    }
    if (input.attributes) row.attributes = json(input.attributes);
    if ((input.stock_quantity ?? 0) < 0 && product.manage_stock && !product.allow_backorders) {
      throw httpError(400, 'stock_quantity cannot be negative unless the product takes backorders');
    }
    if (Object.keys(row).length) await deps.catalogue.updateVariation(variation.id, row, trx);
    await deps.catalogue.recountVariations(product.id, trx);
    if (input.stock_quantity !== undefined)
      await stockChanged(deps, trx, product, variation.id, variation.stock_quantity, input.stock_quantity);
    await productChanged(deps, trx, 'updated', product);
    return product;
  });
}

export async function deleteVariation(deps: Deps, store: StoreRef, slug: string, variationId: number) {
  return deps.db.transaction(async (trx) => {
    const product = await storeProduct(deps, store, slug, trx);
    if (!(await deps.catalogue.deleteVariation(variationId, product.id, trx))) throw httpError(404, 'Variation not found');
    await deps.catalogue.recountVariations(product.id, trx);
    await productChanged(deps, trx, 'updated', product);
    return product;
  });
}

/** Keeps products.main_image on the first image (the catalogue's list reads it without a join). */
export async function refreshMainImage(deps: Pick<Deps, 'catalogue'>, productId: number, trx?: Db) {
  const first = await deps.catalogue.firstImageKey(productId, trx);
  await deps.catalogue.setMainImage(productId, first ? imageUrl(first) : null, trx);
}

/** A category or brand of the store (its slug free within the store). */
export async function createNamed(
  deps: Deps,
  store: StoreRef,
  kind: 'categories' | 'brands',
  input: { name: string; description?: string },
) {
  const name = input.name.trim();
  if (!name) throw httpError(400, 'Name is required');
  const base = slugify(name) || kind.slice(0, -1);
  for (let n = 1; n < 50; n += 1) {
    try {
      const row = await deps.catalogue.insertNamed(kind, {
        site_id: store.site,
        name,
        slug: n === 1 ? base : `${base}-${n}`,
        description: (input.description ?? '').trim(),
      });
      deps.catalogueCache.drop(store);
      return { ...row, product_count: 0 };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw httpError(409, 'That name is taken');
}

/** A signed-in user's review: one per product; verified when they bought it; the product's rating follows. */
export async function addReview(
  deps: Deps,
  viewer: AuthUser | null,
  store: StoreRef,
  member: boolean,
  slug: string,
  input: { rating?: number; title: string; content: string },
) {
  const user = viewer!;
  const title = input.title.trim();
  const content = input.content.trim();
  if (!title) throw httpError(400, 'Title is required', { errors: { title: 'Title is required' } });
  if (!content) throw httpError(400, 'Review content is required', { errors: { content: 'Review content is required' } });
  return deps.db.transaction(async (trx) => {
    const product = await visibleProduct(deps, store, slug, member, trx);
    await deps.catalogue.lockProduct(product.id, trx);
    const bought = await deps.orders.hasBought(user.id, product.id, trx);
    if (await deps.reviews.exists(product.id, user.id, trx)) throw httpError(400, 'You have already reviewed this product');
    const review = await deps.reviews.insert(
      {
        site_id: product.site_id,
        product_id: product.id,
        user_id: user.id,
        user_name: user.username,
        rating: input.rating ?? 5,
        title,
        content,
        is_verified: bought,
      },
      trx,
    );
    await deps.reviews.rateProduct(product.id, trx);
    // the rating shows in the catalogue and on pages with product blocks
    await productChanged(deps, trx, 'updated', product);
    return review;
  });
}

/** Removes one of the product's reviews (an editor's moderation); the product's rating follows. */
export async function deleteReview(deps: Deps, store: StoreRef, slug: string, reviewId: number) {
  await deps.db.transaction(async (trx) => {
    const product = await storeProduct(deps, store, slug, trx);
    await deps.catalogue.lockProduct(product.id, trx);
    if (!(await deps.reviews.remove(reviewId, product.id, trx))) throw httpError(404, 'Review not found');
    await deps.reviews.rateProduct(product.id, trx);
    await productChanged(deps, trx, 'updated', product);
  });
}

/** A product's newest reviews (200 at most), newest first. */
export async function productReviews(deps: Pick<Deps, 'reviews'>, productId: number) {
  return deps.reviews.newest(productId);
}

/** A stored picture becomes the product's last image (the first one its main image), in one transaction with its event. */
export async function addProductImage(deps: Deps, product: ProductView, image: { storageKey: string; altText: string }) {
  await deps.db.transaction(async (trx) => {
    const position = await deps.catalogue.nextImagePosition(product.id, trx);
    await deps.catalogue.insertImage({ product_id: product.id, storage_key: image.storageKey, alt_text: image.altText, position }, trx);
    await refreshMainImage(deps, product.id, trx);
    await productChanged(deps, trx, 'updated', product);
  });
}

/** Removes one of the product's images (404 'Image not found' for another's); answers its storage key. */
export async function removeProductImage(deps: Deps, product: ProductView, imageId: number): Promise<string> {
  return deps.db.transaction(async (trx) => {
    const storageKey = await deps.catalogue.deleteImage(imageId, product.id, trx);
    if (storageKey === undefined) throw httpError(404, 'Image not found');
    await refreshMainImage(deps, product.id, trx);
    await productChanged(deps, trx, 'updated', product);
    return storageKey;
  });
}
