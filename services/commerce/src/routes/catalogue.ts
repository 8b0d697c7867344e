import type { FastifyInstance } from 'fastify';
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
  SlugParams,
  VariationInput,
  VariationParams,
} from '../schemas/catalogue';
import { Review, ReviewInput, ReviewList } from '../schemas/shopping';
import { isPublicListing, listingKey, productFilter, productListing } from '../operations/catalogue-listing';
import { iso } from '../repositories/db';
import {
  addReview,
  addVariation,
  createNamed,
  createProduct,
  deleteProduct,
  deleteVariation,
  productDetail,
  productReviews,
  updateProduct,
  updateVariation,
  visibleProduct,
} from '../operations/catalogue';

const tags = ['catalogue'];
const base = '/ecommerce/api';

const reviewResponse = (row: Record<string, any>) => ({
  id: row.id,
  rating: row.rating,
  title: row.title,
  content: row.content,
  user_name: row.user_name,
  is_verified: row.is_verified,
  created_at: iso(row.created_at)!,
});

/**
 * The catalogue: open to everyone (a token that is sent is still checked, and staff see drafts);
 * writes for staff only, reviews for signed-in users.
 */
export async function catalogueRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const staffOnly = { onRequest: requireStaff };

  api.get(`${base}/categories/`, { schema: { tags, response: { 200: CategoryList } } }, async () => {
    const results = (await deps.catalogue.categories()).map((row: Record<string, any>) => ({
      id: row.id,
      name: row.name,
      slug: row.slug,
      description: row.description,
      product_count: row.product_count,
    }));
    return { results, count: results.length };
  });
  api.get(`${base}/brands/`, { schema: { tags, response: { 200: BrandList } } }, async () => {
    const results = (await deps.catalogue.brands()).map((row: Record<string, any>) => ({
      id: row.id,
      name: row.name,
      slug: row.slug,
      product_count: row.product_count,
    }));
    return { results, count: results.length };
  });
  api.post(
    `${base}/categories/`,
    { ...staffOnly, schema: { tags, body: NamedInput, response: { 201: Category } } },
    async (request, reply) => reply.code(201).send(await createNamed(deps, 'categories', request.body)),
  );
  api.post(`${base}/brands/`, { ...staffOnly, schema: { tags, body: NamedInput, response: { 201: Brand } } }, async (request, reply) =>
    reply.code(201).send(await createNamed(deps, 'brands', request.body)),
  );

  // The public listing is cached and revalidated by ETag (a 304 carries no body); staff listings never are.
  api.get(`${base}/products/`, { schema: { tags, querystring: ProductQuery, response: { 200: ProductList } } }, async (request, reply) => {
    const filter = productFilter(request.query, signedInUser(request));
    if (!isPublicListing(filter)) return productListing(deps, filter);
    const answer = await deps.catalogueCache.answer(listingKey(filter), () => productListing(deps, filter));
    return sendCachedAnswer(request, reply, answer);
  });
  api.get(`${base}/products/:slug/`, { schema: { tags, params: SlugParams, response: { 200: Product } } }, async (request) =>
    productDetail(deps, signedInUser(request), await visibleProduct(deps, signedInUser(request), request.params.slug)),
  );
  api.post(
    `${base}/products/`,
    { ...staffOnly, schema: { tags, body: ProductCreate, response: { 201: Product } } },
    async (request, reply) =>
      reply.code(201).send(await productDetail(deps, signedInUser(request), await createProduct(deps, request.body))),
  );
  api.patch(
    `${base}/products/:slug/`,
    { ...staffOnly, schema: { tags, params: SlugParams, body: ProductUpdate, response: { 200: Product } } },
    async (request) =>
      productDetail(deps, signedInUser(request), await updateProduct(deps, signedInUser(request), request.params.slug, request.body)),
  );
  api.delete(`${base}/products/:slug/`, { ...staffOnly, schema: { tags, params: SlugParams } }, async (request, reply) => {
    await deleteProduct(deps, signedInUser(request), request.params.slug);
    return reply.code(204).send();
  });

  const fresh = async (viewer: Parameters<typeof visibleProduct>[1], id: number) =>
    productDetail(deps, viewer, (await deps.catalogue.byId(id))!);
  api.post(
    `${base}/products/:slug/variations/`,
    { ...staffOnly, schema: { tags, params: SlugParams, body: VariationInput, response: { 201: Product } } },
    async (request, reply) =>
      reply
        .code(201)
        .send(await fresh(signedInUser(request), (await addVariation(deps, signedInUser(request), request.params.slug, request.body)).id)),
  );
  api.patch(
    `${base}/products/:slug/variations/:variation/`,
    { ...staffOnly, schema: { tags, params: VariationParams, body: VariationInput, response: { 200: Product } } },
    async (request) =>
      fresh(
        signedInUser(request),
        (await updateVariation(deps, signedInUser(request), request.params.slug, request.params.variation, request.body)).id,
      ),
  );
  api.delete(
    `${base}/products/:slug/variations/:variation/`,
    { ...staffOnly, schema: { tags, params: VariationParams, response: { 200: Product } } },
    async (request) =>
      fresh(signedInUser(request), (await deleteVariation(deps, signedInUser(request), request.params.slug, request.params.variation)).id),
  );

  api.get(`${base}/products/:slug/reviews/`, { schema: { tags, params: SlugParams, response: { 200: ReviewList } } }, async (request) => {
    const product = await visibleProduct(deps, signedInUser(request), request.params.slug);
    const rows = await productReviews(deps, product.id);
    return { results: rows.map(reviewResponse), count: product.rating_count };
  });
  api.post(
    `${base}/products/:slug/add_review/`,
    { onRequest: requireUser, schema: { tags, params: SlugParams, body: ReviewInput, response: { 201: Review } } },
    async (request, reply) =>
      reply.code(201).send(reviewResponse(await addReview(deps, signedInUser(request), request.params.slug, request.body))),
  );
}
