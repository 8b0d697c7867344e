import { ApiError } from '@atlas/shell-kit';

/** The server's sentence for a failure, else the error's, else `fallback`. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.detail || error.message || fallback;
  if (error instanceof Error) return error.message || fallback;
  return fallback;
}
