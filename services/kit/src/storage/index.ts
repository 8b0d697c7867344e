import path from 'node:path';
import { diskStorage } from './disk-storage';
import { s3Storage } from './s3-storage';
import type { MediaStorage } from './types';

export { diskStorage } from './disk-storage';
export { s3Storage, type S3StorageOptions } from './s3-storage';
export { isStorageKey, assertStorageKey, type MediaStorage, type StoredObject, type ByteRange } from './types';

/**
 * The storage the environment asks for: an S3-compatible bucket when `MEDIA_S3_BUCKET` is set
 * (`MEDIA_S3_REGION`, `MEDIA_S3_ENDPOINT`, `MEDIA_S3_ACCESS_KEY_ID`, `MEDIA_S3_SECRET_ACCESS_KEY`,
 * `MEDIA_S3_PREFIX`, `MEDIA_S3_FORCE_PATH_STYLE`), else the disk under `<dataDir>/media`.
 */
export function storageFromEnv(env: NodeJS.ProcessEnv, dataDir: string): MediaStorage {
  const bucket = env.MEDIA_S3_BUCKET?.trim();
  if (!bucket) return diskStorage(path.join(dataDir, 'media'));
  return s3Storage({
    bucket,
    region: env.MEDIA_S3_REGION || env.AWS_REGION || undefined,
    endpoint: env.MEDIA_S3_ENDPOINT || undefined,
    accessKeyId: env.MEDIA_S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.MEDIA_S3_SECRET_ACCESS_KEY || undefined,
    prefix: env.MEDIA_S3_PREFIX || undefined,
    forcePathStyle: env.MEDIA_S3_FORCE_PATH_STYLE ? env.MEDIA_S3_FORCE_PATH_STYLE === 'true' : undefined,
  });
}
