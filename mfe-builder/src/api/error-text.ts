import { ApiError } from '@atlas/shell-kit';

/** The server's detail, else the error's message, else the given fallback. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.detail) return error.detail;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/** The server's detail, else the fallback (for texts that must not show a status line). */
export function detailOr(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.detail ? error.detail : fallback;
}
