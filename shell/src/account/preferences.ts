import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@atlas/shell-kit';
import type { Preferences, PreferencesChanges } from '@atlas/identity/contract';

export type { Preferences, PreferencesChanges };
export type EmailCategory = keyof Preferences['emails'];

export const preferencesKeys = { mine: ['preferences', 'mine'] as const };

export const preferencesQuery = () =>
  queryOptions({ queryKey: preferencesKeys.mine, queryFn: () => api.get<Preferences>('/auth/me/preferences/'), staleTime: 60_000 });

/** The signed-in user's settings (GET /api/auth/me/preferences/). */
export const usePreferences = () => useQuery(preferencesQuery());

export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: PreferencesChanges) => api.patch<Preferences>('/auth/me/preferences/', changes),
    onSuccess: (saved) => queryClient.setQueryData(preferencesKeys.mine, saved),
  });
}

/**
 * The user's timezone and language for dates shown on the account screens; the browser's until
 * Settings says otherwise.
 */
export function useDateFormat() {
  const { data } = usePreferences();
  return (input: string | number | Date, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' }) => {
    try {
      return new Intl.DateTimeFormat(data?.language ?? undefined, { ...options, timeZone: data?.timezone ?? undefined }).format(
        new Date(input),
      );
    } catch {
      return new Date(input).toISOString();
    }
  };
}
