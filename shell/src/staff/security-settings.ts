import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@atlas/shell-kit';
import type { SecuritySettings, SecuritySettingsChanges } from '@atlas/identity/contract';

export type { SecuritySettings };

export const securityKeys = { settings: ['security', 'settings'] as const };

/** The platform's security settings (GET /api/auth/security/, staff). */
export const useSecuritySettings = () =>
  useQuery({ queryKey: securityKeys.settings, queryFn: () => api.get<SecuritySettings>('/auth/security/') });

export function useSaveSecuritySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: SecuritySettingsChanges) => api.patch<SecuritySettings>('/auth/security/', changes),
    onSuccess: (saved) => queryClient.setQueryData(securityKeys.settings, saved),
  });
}
