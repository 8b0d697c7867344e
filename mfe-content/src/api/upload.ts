import { apiUrl, uploadForm } from '@atlas/shell-kit';
import type { MediaFile } from '@atlas/content/contract';

export type UploadedFile = MediaFile & { url: string };

/**
 * Uploads one file as multipart `file` (and `folder`): to the media library (`files`) or the editor's
 * endpoint (`upload`, which answers the url), with the kit's progress and 401 rule. A file for a site
 * (`?site=`) is the site's: its members see it, and the service asks an author's role there.
 */
export async function uploadFile(
  file: File,
  options: { endpoint?: 'files' | 'upload'; folder?: number | null; site?: number | null; onProgress?: (fraction: number) => void } = {},
): Promise<UploadedFile> {
  const form = new FormData();
  if (options.folder) form.append('folder', String(options.folder));
  form.append('file', file);
  return uploadForm<UploadedFile>(apiUrl(`/media/${options.endpoint ?? 'upload'}/`, { site: options.site }), form, options.onProgress);
}
