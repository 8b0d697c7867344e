import { apiUrl, getAccessToken, refreshAccessToken } from '@atlas/shell-kit';
import type { MediaFile } from '@atlas/content/contract';

export type UploadedFile = MediaFile & { url: string };

interface Answer {
  status: number;
  body: { detail?: unknown } | null;
}

/** One XMLHttpRequest (fetch reports no upload progress) with the bearer token the kit's api client sends. */
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
 * Uploads one file as multipart `file` (and `folder`): to the media library (`files`) or the editor's
 * endpoint (`upload`, which answers the url). A 401 refreshes the token once and retries, like every
 * other call; a failure throws the server's detail.
 */
export async function uploadFile(
  file: File,
  options: { endpoint?: 'files' | 'upload'; folder?: number | null; onProgress?: (fraction: number) => void } = {},
): Promise<UploadedFile> {
  const url = apiUrl(`/media/${options.endpoint ?? 'upload'}/`);
  const form = new FormData();
  if (options.folder) form.append('folder', String(options.folder));
  form.append('file', file);
  let answer = await send(url, form, options.onProgress);
  if (answer.status === 401 && (await refreshAccessToken())) answer = await send(url, form, options.onProgress);
  if (answer.status >= 200 && answer.status < 300) return answer.body as UploadedFile;
  const detail = answer.body?.detail;
  throw new Error(typeof detail === 'string' ? detail : `Upload failed (${answer.status})`);
}
