import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { assertStorageKey, type MediaStorage } from './types';

export interface S3StorageOptions {
  bucket: string;
  /** Objects go under this prefix (`media/`); empty by default. */
  prefix?: string;
  region?: string;
  /** For S3-compatible stores (MinIO, R2, s3rver): their URL. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Path-style addressing (`endpoint/bucket/key`), which MinIO and s3rver need. */
  forcePathStyle?: boolean;
}

/** Any S3-compatible store through the AWS SDK; uploads are streamed in parts (lib-storage). */
export function s3Storage(options: S3StorageOptions): MediaStorage {
  // Loaded on first use: a deployment on local disk never loads the SDK.
  let client: Promise<{ s3: S3Client; sdk: typeof import('@aws-sdk/client-s3') }> | undefined;
  const prefix = options.prefix ?? '';
  const connect = () =>
    (client ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      s3: new sdk.S3Client({
        region: options.region ?? 'us-east-1',
        endpoint: options.endpoint,
        forcePathStyle: options.forcePathStyle ?? Boolean(options.endpoint),
        credentials:
          options.accessKeyId && options.secretAccessKey
            ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
            : undefined,
        // Checksums only where S3 requires them: S3-compatible stores do not all take the newer trailers.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    })));
  const objectKey = (key: string) => {
    assertStorageKey(key);
    return `${prefix}${key}`;
  };

  return {
    description: `s3 ${options.bucket}${options.endpoint ? ` at ${options.endpoint}` : ''}`,
    async put(key, body, contentType) {
      const { s3 } = await connect();
      const { Upload } = await import('@aws-sdk/lib-storage');
      let written = 0;
      const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
      source.on('data', (chunk: Buffer) => {
        written += chunk.length;
      });
      await new Upload({
        client: s3,
        params: { Bucket: options.bucket, Key: objectKey(key), Body: source, ContentType: contentType },
        // 5 MiB parts, two at a time: at most ~10 MiB of a file in memory however large it is.
        partSize: 5 * 1024 * 1024,
        queueSize: 2,
      }).done();
      return written;
    },
    async get(key, range) {
      const { s3, sdk } = await connect();
      try {
        const answer = await s3.send(
          new sdk.GetObjectCommand({
            Bucket: options.bucket,
            Key: objectKey(key),
            Range: range ? `bytes=${range.start}-${range.end ?? ''}` : undefined,
          }),
        );
        if (!answer.Body) return null;
        // With a range, the whole size is the part after the slash of Content-Range.
        const total = range
          ? Number(/\/(\d+)$/.exec(answer.ContentRange ?? '')?.[1] ?? answer.ContentLength ?? 0)
          : Number(answer.ContentLength ?? 0);
        return { body: answer.Body as Readable, size: total };
      } catch (error) {
        const name = (error as { name?: string }).name;
        if (name === 'NoSuchKey' || name === 'NotFound') return null;
        throw error;
      }
    },
    async delete(key) {
      const { s3, sdk } = await connect();
      await s3.send(new sdk.DeleteObjectCommand({ Bucket: options.bucket, Key: objectKey(key) }));
    },
  };
}
