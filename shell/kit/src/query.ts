import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api/client';

/** One QueryClient for the shell and every remote (the kit is a shared singleton). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A 4xx will not change on retry; a network blip or 5xx might.
      retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 2,
    },
  },
});
