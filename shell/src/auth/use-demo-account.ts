import { useQuery } from '@tanstack/react-query';
import { api } from '@atlas/shell-kit';

export interface DemoAccount {
  username: string;
  password: string;
}

/** The demo credentials, when the server offers them (development); null otherwise. */
export function useDemoAccount() {
  return useQuery({
    queryKey: ['auth', 'demo'],
    queryFn: async () => {
      try {
        return await api.get<DemoAccount>('/auth/demo/', { auth: false });
      } catch {
        return null;
      }
    },
    staleTime: Infinity,
    retry: false,
  });
}
