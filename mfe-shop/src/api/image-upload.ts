import { getAccessToken, refreshAccessToken, shopApiUrl } from '@atlas/shell-kit';
import type { ProductDetail } from '@atlas/commerce/contract';

interface Answer {
  status: number;
  body: { detail?: unknown } | null;
}

/** One XMLHttpRequest (fetch reports no upload progress) with the bearer token the kit's client sends. */
function send(url: string, form: FormData, onProgress?: (fraction: number) => void): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    const token = getAccessToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: Answer['body'] = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new Error('Network error'));
    xhr.send(form);
  });
}

/**
 * Adds an image to a product as multipart `file` and `alt_text`; the answer is the product. A 401
 * renews the token once and retries, like every other call; a failure throws the server's detail.
 */
export async function uploadProductImage(
  slug: string,
  file: File,
  altText: string,
  onProgress?: (fraction: number) => void,
): Promise<ProductDetail> {
  const url = shopApiUrl(`products/${encodeURIComponent(slug)}/images/`);
  const form = new FormData();
  form.append('alt_text', altText);
  form.append('file', file);
  let answer = await send(url, form, onProgress);
  if (answer.status === 401 && (await refreshAccessToken())) answer = await send(url, form, onProgress);
  if (answer.status >= 200 && answer.status < 300) return answer.body as unknown as ProductDetail;
  const detail = answer.body?.detail;
  throw new Error(typeof detail === 'string' ? detail : `Upload failed (${answer.status})`);
}
