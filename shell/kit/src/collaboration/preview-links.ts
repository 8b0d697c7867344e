import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PreviewLink } from '@atlas/sites/contract';
import { api } from '../api/client';

// A page's or a post's draft-preview links, by the API path that holds them
// (`/builder/pages/{id}/previews/` or `/content/{id}/previews/`): both services answer the same shapes.

export type { PreviewLink };

export const previewLinkKeys = {
  all: ['preview-links'] as const,
  of: (path: string) => [...previewLinkKeys.all, path] as const,
};

/** The links still working (neither revoked nor expired), newest first. */
export function usePreviewLinks(path: string, enabled: boolean) {
  return useQuery({
    queryKey: previewLinkKeys.of(path),
    queryFn: () => api.get<PreviewLink[]>(path),
    enabled,
    retry: false,
  });
}

export function useCreatePreviewLink(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (days: number) => api.post<PreviewLink>(path, { days }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: previewLinkKeys.of(path) }),
  });
}

export function useRevokePreviewLink(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (previewId: number) => api.delete(`${path}${previewId}/`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: previewLinkKeys.of(path) }),
  });
}
