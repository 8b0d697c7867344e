import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import type { FastifyRequest } from 'fastify';
import { httpError } from '@atlas/service-kit';
import type { Deps } from '../deps';
import type { MediaFileRow, MediaVariant } from '../repositories/media';
import { extensionFor, kindOf, limitFor, looksLikeSvg, RASTER_IMAGES, tooLargeDetail, type MediaKind } from './kinds';
import { VARIANT_WIDTHS } from './images';

export const TYPE_NOT_ALLOWED = 'File type not allowed';
const SAMPLE_BYTES = 4100;

/** The first `size` bytes of a stream, and a stream that yields everything (sample included). */
export async function peek(source: Readable, size: number): Promise<{ sample: Buffer; stream: Readable }> {
  const iterator = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < size) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  const sample = Buffer.concat(chunks);
  const stream = Readable.from(
    (async function* () {
      yield sample;
      if (ended) return;
      for (;;) {
        const next = await iterator.next();
        if (next.done) return;
        yield next.value;
      }
    })(),
  );
  return { sample: sample.subarray(0, size), stream };
}

class TooLarge extends Error {}

/** The bytes of `source`, failing once more than `limit` have gone by. */
function capped(source: Readable, limit: number): Readable {
  return Readable.from(
    (async function* () {
      let seen = 0;
      for await (const chunk of source) {
        seen += (chunk as Buffer).length;
        if (seen > limit) throw new TooLarge();
        yield chunk as Buffer;
      }
    })(),
  );
}

/** A display name from the client's file name: its last path segment, without control characters. */
export function displayName(raw: string | undefined): string {
  const base = path.posix.basename(path.win32.basename(String(raw ?? '')));
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean.slice(0, 255) || 'file';
}

interface Received {
  name: string;
  kind: MediaKind;
  mime: string;
  key: string;
  size: number;
}

/**
 * Streams one uploaded file to storage: its type decided by its bytes, its size capped per type,
 * its key made by the server (the client's name is only a label, never a path).
 */
async function receive(deps: Deps, ownerId: number, file: Readable & { truncated?: boolean }, filename: string): Promise<Received> {
  const { sample, stream } = await peek(file, SAMPLE_BYTES);
  const sniffed = await fileTypeFromBuffer(sample);
  let mime = sniffed?.mime as string | undefined;
  let kind = kindOf(mime);
  if (!kind && (!sniffed || /xml/.test(sniffed.mime)) && looksLikeSvg(sample)) {
    mime = 'image/svg+xml';
    kind = 'image';
  }
  if (!kind || !mime) {
    stream.resume();
    await new Promise((resolve) => stream.on('end', resolve).on('error', resolve));
    throw httpError(400, TYPE_NOT_ALLOWED);
  }
  const now = new Date();
  const folder = `u${ownerId}/${now.getUTCFullYear()}${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  const key = `${folder}/${randomUUID()}.${extensionFor(mime, sniffed?.ext)}`;
  const limit = limitFor(kind, deps.limits);
  try {
    const size = await deps.storage.put(key, capped(stream, limit), mime);
    if (file.truncated) throw new TooLarge();
    return { name: displayName(filename), kind, mime, key, size };
  } catch (error) {
    await deps.storage.delete(key).catch(() => undefined);
    if (error instanceof TooLarge || file.truncated) {
      stream.resume();
      throw httpError(413, tooLargeDetail(kind, deps.limits));
    }
    throw error;
  }
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Width, height, the focal thumbnail and the WebP widths of a stored raster image. */
export async function processImage(
  deps: Deps,
  key: string,
  focal: { x: number; y: number },
  only: 'all' | 'thumbnail' = 'all',
): Promise<{ width: number; height: number; thumbnail_key: string; variants?: MediaVariant[] }> {
  return deps.images.run(async () => {
    const stored = await deps.storage.get(key);
    if (!stored) throw httpError(404, 'File not found');
    const input = await readAll(stored.body);
    const size = await deps.images.dimensions(input);
    const stem = key.replace(/\.[a-z0-9]+$/, '');
    // A new focal point gets a new thumbnail address, so a cached old crop is never shown for it.
    const thumbnailKey = `${stem}-thumb-${Math.round(focal.x * 100)}-${Math.round(focal.y * 100)}.webp`;
    await deps.storage.put(thumbnailKey, await deps.images.thumbnail(input, size, focal), 'image/webp');
    if (only === 'thumbnail') return { ...size, thumbnail_key: thumbnailKey };
    const variants: MediaVariant[] = [];
    for (const width of VARIANT_WIDTHS) {
      if (width >= size.width) break;
      const variantKey = `${stem}-w${width}.webp`;
      await deps.storage.put(variantKey, await deps.images.resized(input, width), 'image/webp');
      variants.push({ width, key: variantKey });
    }
    return { ...size, thumbnail_key: thumbnailKey, variants };
  });
}

/** Every key a file occupies in storage. */
export const keysOf = (row: Pick<MediaFileRow, 'key' | 'thumbnail_key' | 'variants'>) => [
  row.key,
  ...(row.thumbnail_key ? [row.thumbnail_key] : []),
  ...(typeof row.variants === 'string' ? JSON.parse(row.variants) : (row.variants ?? [])).map((v: MediaVariant) => v.key),
];

/**
 * Reads a multipart upload (`file`, optional `folder`, in any order), stores the file and its image
 * variants, and records it for the signed-in user (and for `siteId`'s members, when uploaded for a site).
 */
export async function uploadFile(deps: Deps, request: FastifyRequest, folderFromQuery?: number, siteId?: number): Promise<MediaFileRow> {
  if (!request.isMultipart()) throw httpError(400, 'Send the file as multipart/form-data in the field "file"');
  let received: Received | undefined;
  let folderField: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || received) {
          part.file.resume();
          continue;
        }
        received = await receive(deps, request.user.id, part.file, part.filename);
      } else if (part.fieldname === 'folder') {
        folderField = String(part.value ?? '');
      }
    }
  } catch (error) {
    if (received) await Promise.all(keysOf({ ...received, thumbnail_key: null, variants: [] }).map((k) => deps.storage.delete(k)));
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw httpError(400, 'Send one file in the field "file" and at most a folder');
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw httpError(413, 'File is too large');
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || /multipart|boundary/i.test(String((error as Error).message)))
      throw httpError(400, 'The upload is not valid multipart/form-data');
    throw error;
  }
  if (!received) throw httpError(400, 'No file was uploaded (send it in the field "file")');
  const stored = received;
  const discard = () => Promise.all([stored.key].map((k) => deps.storage.delete(k).catch(() => undefined)));

  try {
    let folderId: number | null = folderFromQuery ?? null;
    if (folderField !== undefined && folderField.trim() !== '') {
      if (!/^\d{1,10}$/.test(folderField.trim())) throw httpError(400, 'folder must be a whole number from 1 to 2147483647');
      folderId = Number(folderField.trim());
    }
    if (folderId !== null) await deps.owned.folder(request.user, folderId);

    let image: Awaited<ReturnType<typeof processImage>> | undefined;
    if (stored.kind === 'image' && RASTER_IMAGES.has(stored.mime)) {
      image = await processImage(deps, stored.key, { x: 0.5, y: 0.5 }).catch(async (error) => {
        if ((error as { statusCode?: number }).statusCode) throw error;
        request.log.warn({ err: error }, 'uploaded image could not be processed');
        throw httpError(400, 'The image could not be read (damaged, or larger than the pixel limit)');
      });
    }
    return await deps.repos.media.insert({
      owner_id: request.user.id,
      site_id: siteId ?? null,
      folder_id: folderId,
      name: stored.name,
      type: stored.kind,
      mime_type: stored.mime,
      size: stored.size,
      key: stored.key,
      thumbnail_key: image?.thumbnail_key ?? null,
      width: image?.width ?? null,
      height: image?.height ?? null,
      focal_x: 0.5,
      focal_y: 0.5,
      variants: image?.variants ?? [],
    });
  } catch (error) {
    await discard();
    throw error;
  }
}
