import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@atlas/shell-kit';
import type { PreviewLink } from '@atlas/sites/contract';
import { pageKeys } from './keys';

export type { PreviewLink };

/** The page's draft-preview links still working (neither revoked nor expired), newest first. */
export function usePreviewLinks(pageId: number, enabled: boolean) {
  return useQuery({
    queryKey: pageKeys.previews(pageId),
    queryFn: () => api.get<PreviewLink[]>(`/builder/pages/${pageId}/previews/`),
    enabled,
    retry: false,
  });
}

export function useCreatePreviewLink(pageId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (days: number) => api.post<PreviewLink>(`/builder/pages/${pageId}/previews/`, { days }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pageKeys.previews(pageId) }),
  });
}

export function useRevokePreviewLink(pageId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (previewId: number) => api.delete(`/builder/pages/${pageId}/previews/${previewId}/`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pageKeys.previews(pageId) }),
  });
}
