import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { signedInUser, requireUser, requireStaff, sendCachedAnswer } from '@atlas/service-kit';
import type { Deps } from '../deps';
import {
  BrandList,
  CategoryList,
  Category,
  Brand,
  NamedInput,
  Product,
  ProductCreate,
  ProductList,
  ProductQuery,
  ProductUpdate,
  ReviewParams,
  SlugParams,
  StoreQueryString,
  StoreReview,
  StoreReviewList,
  VariationInput,
  VariationParams,
} from '../schemas/catalogue';
import { ReviewInput } from '../schemas/shopping';
import { filterStore, isPublicListing, listingKey, productFilter, productListing } from '../operations/catalogue-listing';
import { iso } from '../repositories/db';
import type { NamedRow } from '../repositories/catalogue';
import { requireStore, storeOfQuery, type StoreRef } from '../operations/stores';
import {
  addReview,
  addVariation,
  createNamed,
  createProduct,
  deleteProduct,
  deleteReview,
  deleteVariation,
  productDetail,
  productReviews,
  readStore,
  updateProduct,
  updateVariation,
  visibleProduct,
} from '../operations/catalogue';

const tags = ['catalogue'];
const base = '/ecommerce/api';

const reviewResponse = (row: Record<string, any>) => ({
  id: row.id,
  site: row.site_id ?? null,
  rating: row.rating,
  title: row.title,
  content: row.content,
  user_name: row.user_name,
  is_verified: row.is_verified,
  created_at: iso(row.created_at)!,
});
const namedResponse = (row: NamedRow & { product_count: number }) => ({
  id: row.id,
  site: row.site_id ?? null,
  name: row.name,
  slug: row.slug,
  description: row.description,
  product_count: row.product_count,
});

/**
 * Before the body is read, as on the platform's store before there were others: signed out 401, and
 * the platform's store (no `site` named) staff only. A site's store is decided after validation
 * (`requireStore` in the handler: 404 for a stranger, 403 for a role short of an editor).
 */
export async function requireCatalogueWriter(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const named = (request.query as { site?: unknown } | undefined)?.site ?? (request.body as { site?: unknown } | undefined)?.site;
  if (named === undefined || named === null || named === '') await requireStaff.call(this, request, reply);
  else await requireUser.call(this, request, reply);
}

/** The caller may change the store's catalogue (an editor of its site, staff on the platform's), or this throws. */
export const requireEditor = (deps: Deps, request: FastifyRequest, store: StoreRef) =>
  requireStore(deps, signedInUser(request), store, 'catalogue');

/**
 * The catalogue of every store (docs/contracts.md "A shop on every site"): `?site=` names a site's
 * store, none the platform's. Reads are open to everyone while the shop is (its members read it
 * always, drafts included); writes need an editor of the site (staff on the platform's store);
 * reviews are written by signed-in users.
 */
export async function catalogueRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const writer = { onRequest: requireCatalogueWriter };
  const writerOfBody = { preValidation: requireCatalogueWriter };

  api.get(`${base}/categories/`, { schema: { tags, querystring: StoreQueryString, response: { 200: CategoryList } } }, async (request) => {
    const store = storeOfQuery(request.query);
    await readStore(deps, signedInUser(request), store);
    const results = (await deps.catalogue.categories(store.site)).map(namedResponse);
    return { results, count: results.length };
  });
  api.get(`${base}/brands/`, { schema: { tags, querystring: StoreQueryString, response: { 200: BrandList } } }, async (request) => {
    const store = storeOfQuery(request.query);
    await readStore(deps, signedInUser(request), store);
    const results = (await deps.catalogue.brands(store.site)).map(namedResponse);
    return { results, count: results.length };
  });
  api.post(
    `${base}/categories/`,
    { ...writerOfBody, schema: { tags, body: NamedInput, response: { 201: Category } } },
    async (request, reply) => {
      const store = storeOfQuery(request.body);
      await requireEditor(deps, request, store);
      return reply.code(201).send(namedResponse(await createNamed(deps, store, 'categories', request.body)));
    },
  );
  api.post(`${base}/brands/`, { ...writerOfBody, schema: { tags, body: NamedInput, response: { 201: Brand } } }, async (request, reply) => {
    const store = storeOfQuery(request.body);
    await requireEditor(deps, request, store);
    return reply.code(201).send(namedResponse(await createNamed(deps, store, 'brands', request.body)));
  });

  // The public listing is cached per store and revalidated by ETag (a 304 carries no body); listings with drafts never are.
  api.get(`${base}/products/`, { schema: { tags, querystring: ProductQuery, response: { 200: ProductList } } }, async (request, reply) => {
    const store = storeOfQuery(request.query);
    const filter = productFilter(request.query, store, await readStore(deps, signedInUser(request), store));
    if (!isPublicListing(filter)) return productListing(deps, filter);
    const answer = await deps.catalogueCache.answer(listingKey(filter), () => productListing(deps, filter), filterStore(filter));
    return sendCachedAnswer(request, reply, answer);
  });
  api.get(
    `${base}/products/:slug/`,
    { schema: { tags, params: SlugParams, querystring: StoreQueryString, response: { 200: Product } } },
    async (request) => {
      const store = storeOfQuery(request.query);
      const member = await readStore(deps, signedInUser(request), store);
      return productDetail(deps, await visibleProduct(deps, store, request.params.slug, member), member);
    },
  );
  api.post(
    `${base}/products/`,
    { ...writerOfBody, schema: { tags, body: ProductCreate, response: { 201: Product } } },
    async (request, reply) => {
      const store = storeOfQuery(request.body);
      await requireEditor(deps, request, store);
      return reply.code(201).send(await productDetail(deps, await createProduct(deps, store, request.body), true));
    },
  );
  api.patch(
    `${base}/products/:slug/`,
    { ...writer, schema: { tags, params: SlugParams, querystring: StoreQueryString, body: ProductUpdate, response: { 200: Product } } },
    async (request) => {
      const store = storeOfQuery(request.query);
      await requireEditor(deps, request, store);
      return productDetail(deps, await updateProduct(deps, store, request.params.slug, request.body), true);
    },
  );
  api.delete(
    `${base}/products/:slug/`,
    { ...writer, schema: { tags, params: SlugParams, querystring: StoreQueryString } },
    async (request, reply) => {
      const store = storeOfQuery(request.query);
      await requireEditor(deps, request, store);
      await deleteProduct(deps, store, request.params.slug);
      return reply.code(204).send();
    },
  );

  const fresh = async (id: number) => productDetail(deps, (await deps.catalogue.byId(id))!, true);
  api.post(
    `${base}/products/:slug/variations/`,
    { ...writer, schema: { tags, params: SlugParams, querystring: StoreQueryString, body: VariationInput, response: { 201: Product } } },
    async (request, reply) => {
      const store = storeOfQuery(request.query);
      await requireEditor(deps, request, store);
      return reply.code(201).send(await fresh((await addVariation(deps, store, request.params.slug, request.body)).id));
    },
  );
  api.patch(
    `${base}/products/:slug/variations/:variation/`,
    {
      ...writer,
      schema: { tags, params: VariationParams, querystring: StoreQueryString, body: VariationInput, response: { 200: Product } },
    },
    async (request) => {
      const store = storeOfQuery(request.query);
      await requireEditor(deps, request, store);
      return fresh((await updateVariation(deps, store, request.params.slug, request.params.variation, request.body)).id);
    },
  );
  api.delete(
    `${base}/products/:slug/variations/:variation/`,
    { ...writer, schema: { tags, params: VariationParams, querystring: StoreQueryString, response: { 200: Product } } },
    async (request) => {
      const store = storeOfQuery(request.query);
      await requireEditor(deps, request, store);
      return fresh((await deleteVariation(deps, store, request.params.slug, request.params.variation)).id);
    },
  );

  api.get(
    `${base}/products/:slug/reviews/`,
    { schema: { tags, params: SlugParams, querystring: StoreQueryString, response: { 200: StoreReviewList } } },
    async (request) => {
      const store = storeOfQuery(request.query);
      const member = await readStore(deps, signedInUser(request), store);
      const product = await visibleProduct(deps, store, request.params.slug, member);
      const rows = await productReviews(deps, product.id);
      return { results: rows.map(reviewResponse), count: product.rating_count };
    },
  );
  api.post(
    `${base}/products/:slug/add_review/`,
    {
      onRequest: requireUser,
      schema: { tags, params: SlugParams, querystring: StoreQueryString, body: ReviewInput, response: { 201: StoreReview } },
    },
    async (request, reply) => {
      const store = storeOfQuery(request.query);
      const member = await readStore(deps, signedInUser(request), store);
      const review = await addReview(deps, signedInUser(request), store, member, request.params.slug, request.body);
      return reply.code(201).send(reviewResponse(review));
    },
  );
  api.delete(
    `${base}/products/:slug/reviews/:review/`,
    { ...writer, schema: { tags, params: ReviewParams, querystring: StoreQueryString } },
    async (request, reply) => {
      const store = storeOfQuery(request.query);
      await requireEditor(deps, request, store);
      await deleteReview(deps, store, request.params.slug, request.params.review);
      return reply.code(204).send();
    },
  );
}
