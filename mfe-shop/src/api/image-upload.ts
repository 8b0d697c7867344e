import { shopApiUrl, uploadForm } from '@atlas/shell-kit';
import type { ProductDetail } from '@atlas/commerce/contract';

/** Adds an image to a product as multipart `file` and `alt_text`; the answer is the product. */
export function uploadProductImage(
  slug: string,
  file: File,
  altText: string,
  onProgress?: (fraction: number) => void,
): Promise<ProductDetail> {
  const form = new FormData();
  form.append('alt_text', altText);
  form.append('file', file);
  return uploadForm<ProductDetail>(shopApiUrl(`products/${encodeURIComponent(slug)}/images/`), form, onProgress);
}
