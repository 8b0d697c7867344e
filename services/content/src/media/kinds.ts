import { envInteger } from '@atlas/service-kit';

export type MediaKind = 'image' | 'video' | 'audio' | 'document' | 'archive';

/** Formats sharp reads and turns into WebP variants. */
export const RASTER_IMAGES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif', 'image/tiff', 'image/heic']);

const DOCUMENTS = new Set([
  'application/pdf',
  'application/rtf',
  'application/epub+zip',
  'application/x-cfb', // .doc, .xls, .ppt (the compound file they share)
]);
const ARCHIVES = new Set([
  'application/zip',
  'application/gzip',
  'application/x-tar',
  'application/x-7z-compressed',
  'application/x-rar-compressed',
  'application/x-bzip2',
  'application/x-xz',
  'application/zstd',
]);

/**
 * What a file is, from the type its bytes show (file-type), never from its name or declared type;
 * null for anything not allowed (executables, scripts, HTML, unknown bytes).
 */
export function kindOf(mime: string | undefined): MediaKind | null {
  if (!mime) return null;
  if (RASTER_IMAGES.has(mime) || mime === 'image/svg+xml' || mime === 'image/bmp') return 'image';
  if (mime.startsWith('video/')) return 'video';
  if (mime.startsWith('audio/')) return 'audio';
  if (
    DOCUMENTS.has(mime) ||
    mime.startsWith('application/vnd.openxmlformats-officedocument.') ||
    mime.startsWith('application/vnd.oasis.opendocument.')
  )
    return 'document';
  if (ARCHIVES.has(mime)) return 'archive';
  return null;
}

/**
 * SVG is text, which file-type does not name: a sample that is an XML or svg document whose root is
 * `<svg` counts as SVG (it is then served as an attachment, never run in the site's origin).
 */
export function looksLikeSvg(sample: Buffer): boolean {
  const text = sample.toString('utf8', 0, Math.min(sample.length, 4096)).replace(/^\uFEFF/, '');
  const withoutProlog = text
    .replace(/^\s*<\?xml[^>]*\?>/i, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/^\s*<!DOCTYPE[^>]*>/i, '')
    .trimStart();
  return /^<svg[\s>]/i.test(withoutProlog);
}

export interface MediaLimits {
  image: number;
  video: number;
  other: number;
}

const MB = 1024 * 1024;

/** Per-kind upload limits in bytes: MEDIA_LIMIT_IMAGE_MB (20), MEDIA_LIMIT_VIDEO_MB (500), MEDIA_LIMIT_OTHER_MB (50). */
export function mediaLimits(env: NodeJS.ProcessEnv = process.env): MediaLimits {
  return {
    image: envInteger(env, 'MEDIA_LIMIT_IMAGE_MB', 20, { min: 1 }) * MB,
    video: envInteger(env, 'MEDIA_LIMIT_VIDEO_MB', 500, { min: 1 }) * MB,
    other: envInteger(env, 'MEDIA_LIMIT_OTHER_MB', 50, { min: 1 }) * MB,
  };
}

export function limitFor(kind: MediaKind, limits: MediaLimits): number {
  return kind === 'image' ? limits.image : kind === 'video' ? limits.video : limits.other;
}

export function tooLargeDetail(kind: MediaKind, limits: MediaLimits): string {
  const mb = Math.round(limitFor(kind, limits) / MB);
  const what = kind === 'image' ? 'images' : kind === 'video' ? 'videos' : 'files of this type';
  return `File is too large (${what} up to ${mb} MB)`;
}

/** The extension a stored key gets, from the sniffed type. */
export function extensionFor(mime: string, sniffedExt: string | undefined): string {
  if (mime === 'image/svg+xml') return 'svg';
  return (sniffedExt ?? 'bin').replace(/[^a-z0-9]/g, '') || 'bin';
}

/** The content type a stored key is served with (keys end in the extension chosen above). */
export const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  tif: 'image/tiff',
  heic: 'image/heic',
  bmp: 'image/bmp',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  m4v: 'video/x-m4v',
  webm: 'video/webm',
  mov: 'video/quicktime',
  mkv: 'video/x-matroska',
  ogv: 'video/ogg',
  mp3: 'audio/mpeg',
  m4a: 'audio/x-m4a',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  flac: 'audio/flac',
  aac: 'audio/aac',
  opus: 'audio/opus',
  pdf: 'application/pdf',
  zip: 'application/zip',
};
