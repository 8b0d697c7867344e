import { ApiError } from '@atlas/shell-kit';

/** The server's sentence for a failure (its `detail`), else `fallback`. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.detail || fallback;
  return fallback;
}
