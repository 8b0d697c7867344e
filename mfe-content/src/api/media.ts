import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@atlas/shell-kit';
import type { MediaFile, MediaFolder, MediaPage } from '@atlas/content/contract';
import { uploadFile } from './upload';

export type { MediaFile, MediaFolder };

export const mediaKeys = {
  all: ['media'] as const,
  files: (query: Record<string, string>) => [...mediaKeys.all, 'files', query] as const,
  folders: () => [...mediaKeys.all, 'folders'] as const,
};

export function useMediaFiles(query: Record<string, string>) {
  return useQuery({
    queryKey: mediaKeys.files(query),
    queryFn: () => api.get<MediaPage>('/media/files/', { query }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export const useFolders = () =>
  useQuery({ queryKey: mediaKeys.folders(), queryFn: () => api.get<{ results: MediaFolder[] }>('/media/folders/'), retry: false });

export function useCreateFolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (folder: { name: string; parent: number | null }) => api.post<MediaFolder>('/media/folders/', folder),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mediaKeys.folders() }),
  });
}

/** Renames a file or sets its alt text (the details panel); the lists show the change. */
export function useUpdateFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...changes }: { id: number; name?: string; alt_text?: string }) =>
      api.patch<MediaFile>(`/media/files/${id}/`, changes),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mediaKeys.all }),
  });
}

/** One DELETE per file; resolves with how many went and the first refusal. */
export function useDeleteFiles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: number[]) => {
      const outcomes = await Promise.allSettled(ids.map((id) => api.delete(`/media/files/${id}/`)));
      const failed = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
      return { done: ids.length - failed.length, error: failed[0]?.reason as unknown };
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: mediaKeys.all }),
  });
}

/** A file on its way to the library: its progress from 0 to 1. */
export interface LibraryUpload {
  key: string;
  name: string;
  progress: number;
}

/**
 * Sends files to the library one request each, in parallel, and lists those under way with their
 * progress; done or failed, a file leaves the list and `onSettled` says which. Files go to `site`
 * when one is in view (null: the user's own).
 */
export function useLibraryUploads(site: number | null, onSettled: (file: File, error?: unknown) => void) {
  const queryClient = useQueryClient();
  const [uploads, setUploads] = useState<LibraryUpload[]>([]);
  const upload = (files: FileList | File[], folder: number | null) => {
    for (const file of Array.from(files)) {
      const key = `${file.name}-${file.size}-${Math.random().toString(36).slice(2)}`;
      setUploads((current) => [...current, { key, name: file.name, progress: 0 }]);
      uploadFile(file, {
        endpoint: 'files',
        folder,
        site,
        onProgress: (progress) => setUploads((current) => current.map((u) => (u.key === key ? { ...u, progress } : u))),
      })
        .then(() => {
          void queryClient.invalidateQueries({ queryKey: mediaKeys.all });
          onSettled(file);
        })
        .catch((error: unknown) => onSettled(file, error))
        .finally(() => setUploads((current) => current.filter((u) => u.key !== key)));
    }
  };
  return { uploads, upload };
}
