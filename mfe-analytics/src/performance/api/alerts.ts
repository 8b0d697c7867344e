import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@atlas/shell-kit';
import { REFRESH_MS, performanceKeys } from './keys';
import type { Alert, AlertList, AlertSeverity, AlertStatus } from './types';

export function useAlerts(status: AlertStatus | null, severity: AlertSeverity | null) {
  return useQuery({
    queryKey: performanceKeys.alerts(status, severity),
    queryFn: () => api.get<AlertList>('/performance/alerts/', { query: { status: status ?? '', severity: severity ?? '' } }),
    refetchInterval: REFRESH_MS,
  });
}

export type AlertAction = 'acknowledge' | 'resolve';

/** Moves an alert on the server (new → acknowledged, → resolved); the lists and the Overview's counts follow. */
export function useAlertAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: AlertAction }) => api.post<Alert>(`/performance/alerts/${id}/${action}/`),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: performanceKeys.alertLists() }),
        queryClient.invalidateQueries({ queryKey: [...performanceKeys.all, 'dashboard'] }),
      ]),
  });
}
