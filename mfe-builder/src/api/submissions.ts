import { useQuery } from '@tanstack/react-query';
import { api, listOf } from '@atlas/shell-kit';
import { siteKeys } from './keys';
import type { FormSubmission } from './types';

export function useFormSubmissions(siteId: number) {
  return useQuery({
    queryKey: siteKeys.submissions(siteId),
    queryFn: async () => listOf<FormSubmission>(await api.get(`/builder/sites/${siteId}/submissions/`)),
  });
}
