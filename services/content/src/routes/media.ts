import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import multipart from '@fastify/multipart';
import { IdParams, Type, httpError, isStorageKey, type Static } from '@atlas/service-kit';
import type { Deps } from '../deps';
import {
  FolderBody,
  FolderList,
  Folder,
  ImageInfoList,
  ImageInfoQuery,
  MediaFile,
  MediaList,
  MediaQuery,
  PatchFileBody,
  UploadedFile,
} from '../schemas/media';
import { fileResponse, mediaUrl, pageLinks, srcsetOf } from '../operations/responses';
import { keysOf, processImage, uploadFile } from '../media/upload';
import { CONTENT_TYPES, RASTER_IMAGES } from '../media/kinds';

const tags = ['media'];
const folderResponse = (row: { id: number; name: string; parent_id: number | null }) => ({
  id: row.id,
  name: row.name,
  parent: row.parent_id,
});
const WholeNumber = () =>
  Type.Integer({ minimum: 1, maximum: 2 ** 31 - 1, errorMessage: '{path} must be a whole number from 1 to 2147483647' });
/** `folder`: one of the uploader's folders; `site`: the site the file is for (its members see it; an author's role or more). */
const UploadQuery = Type.Object({ folder: Type.Optional(WholeNumber()), site: Type.Optional(WholeNumber()) });

/**
 * The files the signed-in user may see (their own, and those of the sites they may open) and their own
 * folders; uploads streamed through @fastify/multipart. A site's files go by the role (README "Roles").
 */
export async function mediaRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { owned, repos, storage } = deps;
  const largest = Math.max(deps.limits.image, deps.limits.video, deps.limits.other);
  await app.register(multipart, { limits: { fileSize: largest + 1, files: 1, fields: 5, fieldSize: 1024, parts: 8, headerPairs: 100 } });

  api.get('/api/media/files/', { schema: { tags, querystring: MediaQuery, response: { 200: MediaList } } }, async (request) => {
    const q = request.query;
    const page = q.page ?? 1;
    const pageSize = q.page_size ?? 50;
    // One site's files for anyone who may open it (a stranger: 404); else the user's own and their sites'.
    if (q.site) await owned.site(request.user, q.site, 'read');
    const { rows, count } = await repos.media.list({
      site: q.site,
      visible: q.site ? undefined : { ownerId: request.user.id, siteIds: await owned.visibleSites(request.user) },
      search: q.search,
      type: q.type,
      folder: q.folder,
      dateFrom: q.dateFrom,
      dateTo: q.dateTo,
      sort: q.sort,
      page,
      pageSize,
    });
    return { results: rows.map(fileResponse), count, ...pageLinks(page, pageSize, count) };
  });

  // For a site: an author's role or more, checked before a byte is read.
  const upload = async (request: FastifyRequest, { folder, site }: Static<typeof UploadQuery>) => {
    if (site) await owned.site(request.user, site, 'author');
    return fileResponse(await uploadFile(deps, request, folder, site));
  };

  api.post('/api/media/files/', { schema: { tags, querystring: UploadQuery, response: { 201: MediaFile } } }, async (request, reply) =>
    reply.code(201).send(await upload(request, request.query)),
  );

  // The editor's and the builder's upload: the same file record, answered with its url first.
  api.post('/api/media/upload/', { schema: { tags, querystring: UploadQuery, response: { 201: UploadedFile } } }, async (request, reply) =>
    reply.code(201).send(await upload(request, request.query)),
  );

  api.get('/api/media/files/:id/', { schema: { tags, params: IdParams, response: { 200: MediaFile } } }, async (request) =>
    fileResponse(await owned.file(request.user, request.params.id, 'read')),
  );

  api.patch(
    '/api/media/files/:id/',
    { schema: { tags, params: IdParams, body: PatchFileBody, response: { 200: MediaFile } } },
    async (request) => {
      const file = await owned.file(request.user, request.params.id, 'write');
      const { name, alt_text, folder, focal_x, focal_y } = request.body;
      if (folder) await owned.folder(request.user, folder);
      const changes: Parameters<typeof repos.media.update>[1] = {};
      if (name !== undefined) {
        const trimmed = name.trim();
        if (!trimmed) throw httpError(400, 'File name is required');
        changes.name = trimmed;
      }
      if (alt_text !== undefined) changes.alt_text = alt_text.replace(/\s+/g, ' ').trim();
      if (folder !== undefined) changes.folder_id = folder;
      const focal = { x: focal_x ?? file.focal_x, y: focal_y ?? file.focal_y };
      const oldThumbnail = file.thumbnail_key;
      if ((focal.x !== file.focal_x || focal.y !== file.focal_y) && file.type === 'image') {
        changes.focal_x = focal.x;
        changes.focal_y = focal.y;
        // Every crop follows the focal point: the thumbnail is cut again around it.
        if (RASTER_IMAGES.has(file.mime_type))
          changes.thumbnail_key = (await processImage(deps, file.key, focal, 'thumbnail')).thumbnail_key;
      }
      const row = Object.keys(changes).length ? await repos.media.update(file.id, changes) : file;
      if (changes.thumbnail_key && oldThumbnail && oldThumbnail !== changes.thumbnail_key)
        await storage.delete(oldThumbnail).catch(() => undefined);
      return fileResponse(row);
    },
  );

  api.delete('/api/media/files/:id/', { schema: { tags, params: IdParams } }, async (request, reply) => {
    const file = await owned.file(request.user, request.params.id, 'write');
    await repos.media.remove(file.id);
    // The record goes first: a storage hiccup leaves an orphan object, never a record without its file.
    await Promise.all(
      keysOf(file).map((key) => storage.delete(key).catch((err) => request.log.warn({ err, key }, 'media object not deleted'))),
    );
    return reply.code(204).send();
  });

  api.get('/api/media/folders/', { schema: { tags, response: { 200: FolderList } } }, async (request) => ({
    results: (await repos.media.folders(request.user.id)).map(folderResponse),
  }));

  api.post('/api/media/folders/', { schema: { tags, body: FolderBody, response: { 201: Folder } } }, async (request, reply) => {
    const name = request.body.name.replace(/\s+/g, ' ').trim();
    if (!name) throw httpError(400, 'Folder name is required');
    const parent = request.body.parent ?? null;
    if (parent !== null) await owned.folder(request.user, parent);
    return reply.code(201).send(folderResponse(await repos.media.createFolder(request.user.id, name, parent)));
  });
}

/**
 * What the public-site renderer needs to draw a stored image without layout shift: its size and its
 * WebP widths (`srcset`), for the addresses a page uses. Public, like the files themselves.
 */
export async function publicImageRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get(
    '/api/media/public/images/',
    { schema: { tags: ['public'], querystring: ImageInfoQuery, response: { 200: ImageInfoList } } },
    async (request) => {
      const keys = [
        ...new Set(
          request.query.urls
            .split(',')
            .map((url) => /^\/media\/([a-z0-9/_.-]+)$/.exec(url.trim())?.[1])
            .filter((key): key is string => Boolean(key)),
        ),
      ].slice(0, 50);
      const rows = await deps.repos.media.findImagesByKeys(keys);
      return {
        results: rows
          .filter((row) => row.width && row.height)
          .map((row) => ({ url: mediaUrl(row.key), width: row.width!, height: row.height!, srcset: srcsetOf(row) })),
      };
    },
  );
}

/**
 * The stored files, for everyone (published pages show them): the real content type, `nosniff`, a
 * year of caching (keys are never reused), SVG only as a sandboxed attachment.
 */
export async function mediaFileRoutes(app: FastifyInstance, deps: Deps) {
  app.get<{ Params: { '*': string } }>('/media/*', { schema: { hide: true } }, async (request, reply) => {
    const key = request.params['*'];
    if (!isStorageKey(key)) throw httpError(404, 'File not found');
    // One byte range (video and audio seeking); anything else is answered whole.
    const asked = /^bytes=(\d{1,15})-(\d{0,15})$/.exec(String(request.headers.range ?? ''));
    const range = asked ? { start: Number(asked[1]), end: asked[2] ? Number(asked[2]) : undefined } : undefined;
    if (range && range.end !== undefined && range.end < range.start) throw httpError(416, 'Range not satisfiable');
    const stored = await deps.storage.get(key, range);
    if (!stored) throw httpError(404, 'File not found');
    if (range && range.start >= stored.size) {
      stored.body.destroy();
      reply.header('content-range', `bytes */${stored.size}`);
      throw httpError(416, 'Range not satisfiable');
    }
    const extension = /\.([a-z0-9]+)$/.exec(key)?.[1] ?? '';
    const type = CONTENT_TYPES[extension];
    reply
      .header('content-type', type ?? 'application/octet-stream')
      .header('accept-ranges', 'bytes')
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('cross-origin-resource-policy', 'same-site');
    if (!type || extension === 'svg') {
      reply
        .header('content-disposition', 'attachment')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    }
    if (range) {
      const end = Math.min(range.end ?? stored.size - 1, stored.size - 1);
      return reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${end}/${stored.size}`)
        .header('content-length', end - range.start + 1)
        .send(stored.body);
    }
    return reply.header('content-length', stored.size).send(stored.body);
  });
}
