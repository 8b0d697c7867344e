import sharp from 'sharp';
import { envInteger } from '@atlas/service-kit';

/** Widths of the responsive WebP variants (only those narrower than the original are made). */
export const VARIANT_WIDTHS = [480, 960, 1600] as const;
/** The square thumbnail's side. */
export const THUMBNAIL_SIZE = 320;

// sharp keeps its own thread pool; one image at a time per sharp call is enough on a small machine.
sharp.concurrency(1);
sharp.cache(false);

/**
 * Image work with bounded concurrency and a pixel limit: a batch of large photos waits its turn
 * instead of decoding all at once, and a decompression bomb is refused before it is decoded.
 * MEDIA_IMAGE_CONCURRENCY (default 2), MEDIA_IMAGE_MAX_PIXELS (default 100 megapixels).
 */
export class ImageWorker {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  readonly concurrency: number;
  readonly maxPixels: number;

  constructor(env: NodeJS.ProcessEnv = process.env) {
    this.concurrency = envInteger(env, 'MEDIA_IMAGE_CONCURRENCY', 2, { min: 1, max: 64 });
    this.maxPixels = envInteger(env, 'MEDIA_IMAGE_MAX_PIXELS', 100_000_000, { min: 1 });
  }

  /** Runs `work` when a slot is free. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.running++;
    try {
      return await work();
    } finally {
      this.running--;
      this.waiting.shift()?.();
    }
  }

  /** Width and height (after EXIF rotation); throws for an unreadable image or one over the pixel limit. */
  async dimensions(input: Buffer): Promise<{ width: number; height: number }> {
    const meta = await sharp(input, { limitInputPixels: this.maxPixels }).metadata();
    const rotated = (meta.orientation ?? 1) >= 5;
    const width = (rotated ? meta.height : meta.width) ?? 0;
    const height = (rotated ? meta.width : meta.height) ?? 0;
    if (!width || !height) throw new Error('unreadable image');
    return { width, height };
  }

  /** A WebP `width` pixels wide (height in proportion). */
  resized(input: Buffer, width: number): Promise<Buffer> {
    return sharp(input, { limitInputPixels: this.maxPixels, animated: false })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  }

  /** The square thumbnail, cut around the focal point (0..1 from the left and the top). */
  async thumbnail(input: Buffer, size: { width: number; height: number }, focal: { x: number; y: number }): Promise<Buffer> {
    const crop = focalCrop(size.width, size.height, focal);
    return sharp(input, { limitInputPixels: this.maxPixels, animated: false })
      .rotate()
      .extract(crop)
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'cover' })
      .webp({ quality: 75 })
      .toBuffer();
  }
}

/** The largest square inside the image, centred on the focal point as far as the edges allow. */
export function focalCrop(width: number, height: number, focal: { x: number; y: number }) {
  const side = Math.min(width, height);
  const clamp = (value: number, max: number) => Math.max(0, Math.min(max, Math.round(value)));
  return {
    left: clamp(focal.x * width - side / 2, width - side),
    top: clamp(focal.y * height - side / 2, height - side),
    width: side,
    height: side,
  };
}
