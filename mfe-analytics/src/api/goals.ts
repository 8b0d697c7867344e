import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, listOf } from '@atlas/shell-kit';
import { analyticsKeys } from './keys';
import type { ConversionGoal, FunnelSummary, GoalInput, TimeRange } from './types';

/** The goals that apply to the site (its own and the all-sites ones), or every goal when `site` is null. */
export function useGoals(site: number | null) {
  return useQuery({
    queryKey: analyticsKeys.goals(site),
    queryFn: async () => listOf<ConversionGoal>(await api.get('/analytics/conversion-goals/', { query: { site: site ?? '' } })),
  });
}

export function useFunnel(site: number | null, range: TimeRange) {
  return useQuery({
    queryKey: analyticsKeys.funnel(site, range),
    queryFn: () => api.get<FunnelSummary>('/analytics/conversion-goals/funnel/', { query: { site: site ?? '', timeRange: range } }),
  });
}

// A goal changes the funnel, the goals lists and the overview's conversion figures of every site view.
function useRefreshGoalViews() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: analyticsKeys.all });
}

/** Creates a goal (no id) or replaces one's fields; the answer is the goal as stored. */
export function useSaveGoal() {
  const refresh = useRefreshGoalViews();
  return useMutation({
    mutationFn: ({ id, goal }: { id?: number; goal: GoalInput }) =>
      id
        ? api.put<ConversionGoal>(`/analytics/conversion-goals/${id}/`, goal)
        : api.post<ConversionGoal>('/analytics/conversion-goals/', goal),
    onSuccess: refresh,
  });
}

export function useDeleteGoal() {
  const refresh = useRefreshGoalViews();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/analytics/conversion-goals/${id}/`),
    onSuccess: refresh,
  });
}
