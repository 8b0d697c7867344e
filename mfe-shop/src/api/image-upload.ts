import { shopApiUrl, storeQuery, uploadForm, type ShopStore } from '@atlas/shell-kit';
import type { ProductDetail } from '@atlas/commerce/contract';

/** Adds an image to a product of the store as multipart `file` and `alt_text`; the answer is the product. */
export function uploadProductImage(
  store: ShopStore,
  slug: string,
  file: File,
  altText: string,
  onProgress?: (fraction: number) => void,
): Promise<ProductDetail> {
  const form = new FormData();
  form.append('alt_text', altText);
  form.append('file', file);
  const query = new URLSearchParams(storeQuery(store)).toString();
  return uploadForm<ProductDetail>(shopApiUrl(`products/${encodeURIComponent(slug)}/images/${query ? `?${query}` : ''}`), form, onProgress);
}
