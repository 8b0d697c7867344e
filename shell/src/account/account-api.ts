import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  api,
  useAuth,
  type Account,
  type AccountChanges,
  type AccountPage,
  type PasswordChange,
  type PasswordChanged,
  type ProfileChanges,
  type SessionSummary,
  type User,
} from '@atlas/shell-kit';

export const accountKeys = {
  sessions: () => ['auth', 'sessions'] as const,
  users: () => ['auth', 'users'] as const,
  userSearch: (search: string, page: number) => ['auth', 'users', { search, page }] as const,
};

export const USERS_PAGE_SIZE = 20;

/** Where the signed-in user is signed in. */
export const useSessions = () =>
  useQuery({ queryKey: accountKeys.sessions(), queryFn: () => api.get<SessionSummary[]>('/auth/sessions/') });

export function useSignOutSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<null>(`/auth/sessions/${id}/`),
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}

/** Every session but this one, in one request: the list keeps this device only. */
export function useSignOutOtherSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ signed_out_sessions: number }>('/auth/sessions/sign-out-others/'),
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}

/** The other sessions are signed out by the server: the list changes too. */
export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: PasswordChange) => api.post<PasswordChanged>('/auth/password/', change),
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}

export function useUpdateProfile() {
  const { refreshUser } = useAuth();
  return useMutation({
    mutationFn: (changes: ProfileChanges) => api.patch<User>('/auth/me/', changes),
    onSuccess: () => refreshUser(),
  });
}

/** Staff's list of accounts. */
export const useAccounts = (search: string, page: number) =>
  useQuery({
    queryKey: accountKeys.userSearch(search, page),
    queryFn: () => api.get<AccountPage>('/auth/users/', { query: { search, page, page_size: USERS_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });

export function useChangeAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: AccountChanges }) => api.patch<Account>(`/auth/users/${id}/`, changes),
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.users() }),
  });
}
