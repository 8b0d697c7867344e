import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import multipart from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import { httpError, isStorageKey } from '@atlas/service-kit';
import type { Deps } from '../deps';
import { ImageParams, Product, SlugParams, StoreQueryString } from '../schemas/catalogue';
import { addProductImage, productDetail, removeProductImage, storeProduct } from '../operations/catalogue';
import { storeOfQuery } from '../operations/stores';
import { requireCatalogueWriter, requireEditor } from './catalogue';
import { IMAGE_PATH } from '../operations/responses';

const tags = ['catalogue'];
const base = '/ecommerce/api';
/** Product photos staff may upload: raster images, recognised by their bytes (not their names). */
const IMAGE_TYPES: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
};
const SERVED_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  svg: 'image/svg+xml',
};
export const PRODUCT_IMAGE_LIMIT = 10 * 1024 * 1024;

/** Product images through the kit's storage contract (disk or S3): the store's editors upload and delete (`?site=`), everyone reads. */
export async function imageRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  await app.register(multipart, { limits: { fileSize: PRODUCT_IMAGE_LIMIT + 1, files: 1, fields: 3, fieldSize: 1024, parts: 5 } });

  api.post(
    `${base}/products/:slug/images/`,
    { onRequest: requireCatalogueWriter, schema: { tags, params: SlugParams, querystring: StoreQueryString, response: { 201: Product } } },
    async (request, reply) => {
      const store = storeOfQuery(request.query);
      await requireEditor(deps, request, store);
      const product = await storeProduct(deps, store, request.params.slug);
      if (!request.isMultipart()) throw httpError(400, 'Send the image as multipart/form-data in the field "file"');
      let bytes: Buffer | undefined;
      let alt = '';
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            if (part.fieldname !== 'file' || bytes) {
              part.file.resume();
              continue;
            }
            bytes = await part.toBuffer();
          } else if (part.fieldname === 'alt_text')
            alt = String(part.value ?? '')
              .slice(0, 200)
              .trim();
        }
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw httpError(413, 'Image is too large (up to 10 MB)');
        if (code?.startsWith('FST_') || /multipart|boundary/i.test(String((error as Error).message)))
          throw httpError(400, 'The upload is not valid multipart/form-data');
        throw error;
      }
      if (!bytes || bytes.length === 0) throw httpError(400, 'No image was uploaded (send it in the field "file")');
      if (bytes.length > PRODUCT_IMAGE_LIMIT) throw httpError(413, 'Image is too large (up to 10 MB)');
      const kind = await fileTypeFromBuffer(bytes);
      const extension = kind && IMAGE_TYPES[kind.mime];
      if (!extension) throw httpError(400, 'Only JPEG, PNG, WebP, GIF or AVIF images can be product images');
      const key = `commerce/products/${product.id}/${randomUUID()}.${extension}`;
      await deps.storage.put(key, bytes, kind.mime);
      try {
        await addProductImage(deps, product, { storageKey: key, altText: alt || product.name });
      } catch (error) {
        await deps.storage.delete(key).catch(() => undefined);
        throw error;
      }
      return reply.code(201).send(await productDetail(deps, (await deps.catalogue.byId(product.id))!, true));
    },
  );

  api.delete(
    `${base}/products/:slug/images/:image/`,
    { onRequest: requireCatalogueWriter, schema: { tags, params: ImageParams, querystring: StoreQueryString, response: { 200: Product } } },
    async (request) => {
      const store = storeOfQuery(request.query);
      await requireEditor(deps, request, store);
      const product = await storeProduct(deps, store, request.params.slug);
      const storageKey = await removeProductImage(deps, product, request.params.image);
      await deps.storage.delete(storageKey).catch(() => undefined);
      return productDetail(deps, (await deps.catalogue.byId(product.id))!, true);
    },
  );

  // The stored images, for everyone: the real type, nosniff, a year of caching (keys are never reused).
  app.get<{ Params: { '*': string } }>(`${IMAGE_PATH}*`, { schema: { hide: true } }, async (request, reply) => {
    const key = request.params['*'];
    if (!key.startsWith('commerce/') || !isStorageKey(key)) throw httpError(404, 'Image not found');
    const type = SERVED_TYPES[/\.([a-z0-9]+)$/.exec(key)?.[1] ?? ''];
    const stored = type ? await deps.storage.get(key) : null;
    if (!stored) throw httpError(404, 'Image not found');
    return reply
      .header('content-type', type)
      .header('content-length', stored.size)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .send(stored.body);
  });
}
