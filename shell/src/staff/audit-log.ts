import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@atlas/shell-kit';

export const AUDIT_ACTIONS = [
  { value: 'role', label: 'Roles' },
  { value: 'settings', label: 'Settings' },
  { value: 'domain', label: 'Domains' },
  { value: 'module', label: 'Modules' },
] as const;

export interface AuditEntry {
  id: number;
  action: string;
  description: string;
  created_at: string;
  site: number | null;
  actor: { id: number; username: string | null } | null;
}

export interface AuditPage {
  results: AuditEntry[];
  count: number;
  page: number;
  page_size: number;
  actors: { id: number; username: string | null }[];
}

export interface AuditFilter {
  page: number;
  action: string;
  actor: string;
  from: string;
  to: string;
}

export const AUDIT_PAGE_SIZE = 50;

export const auditKeys = { log: (filter: AuditFilter) => ['audit', 'log', filter] as const };

function filterQuery(filter: Omit<AuditFilter, 'page'>): URLSearchParams {
  const query = new URLSearchParams();
  for (const name of ['action', 'actor', 'from', 'to'] as const) if (filter[name]) query.set(name, filter[name]);
  return query;
}

/** A page of the staff audit log (GET /api/analytics/audit/). */
export function useAuditLog(filter: AuditFilter) {
  const query = new URLSearchParams({ page: String(filter.page), page_size: String(AUDIT_PAGE_SIZE) });
  for (const [name, value] of filterQuery(filter)) query.set(name, value);
  return useQuery({
    queryKey: auditKeys.log(filter),
    queryFn: () => api.get<AuditPage>(`/analytics/audit/?${query}`),
    placeholderData: keepPreviousData,
  });
}

/** Downloads the filtered log as CSV (the request carries the token, so the file is fetched, then saved). */
export function useExportAuditLog() {
  return useMutation({
    mutationFn: async (filter: Omit<AuditFilter, 'page'>) => {
      const query = filterQuery(filter).toString();
      const csv = await api.get<string>(`/analytics/audit/export/${query ? `?${query}` : ''}`);
      const link = document.createElement('a');
      link.href = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }));
      link.download = `atlas-audit-${new Date().toISOString().slice(0, 10)}.csv`;
      document.body.appendChild(link);
      link.click();
      link.remove();
      URL.revokeObjectURL(link.href);
    },
  });
}
