import { ApiError, refreshAccessToken } from './client';
import { getAccessToken } from './tokens';

interface Answer {
  status: number;
  statusText: string;
  body: unknown;
}

/** One XMLHttpRequest (fetch reports no upload progress) with the bearer token the api client sends. */
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
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      resolve({ status: xhr.status, statusText: xhr.statusText || '', body });
    };
    xhr.onerror = () => reject(new Error('Network error'));
    xhr.send(form);
  });
}

/**
 * Posts a multipart form with upload progress. A 401 refreshes the token once and retries, like every
 * other call; a refusal throws an ApiError, as every other call does (`errorText` says its detail).
 */
export async function uploadForm<T>(url: string, form: FormData, onProgress?: (fraction: number) => void): Promise<T> {
  let answer = await send(url, form, onProgress);
  if (answer.status === 401 && (await refreshAccessToken())) answer = await send(url, form, onProgress);
  if (answer.status >= 200 && answer.status < 300) return answer.body as T;
  throw new ApiError(answer.status, answer.statusText, answer.body);
}
