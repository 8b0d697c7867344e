import { ApiError } from './client';

/**
 * The per-field messages of a refusal, by field: a rule's `{errors: {field: message}}` as it is, the
 * schema's `{errors: [{path, message}]}` by path (`body/slug`). Anything but text is left out.
 */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const errors = (error.body as { errors?: unknown } | null)?.errors;
  const found: Record<string, string> = {};
  if (Array.isArray(errors)) {
    for (const entry of errors as { path?: unknown; message?: unknown }[]) {
      if (typeof entry?.path === 'string' && typeof entry.message === 'string' && !(entry.path in found)) found[entry.path] = entry.message;
    }
  } else if (errors && typeof errors === 'object') {
    for (const [field, message] of Object.entries(errors)) if (typeof message === 'string') found[field] = message;
  }
  return found;
}

/**
 * The sentence a screen shows for a failed call: the service's `detail`, else the first field error
 * it sent, else `fallback` (a network failure, an answer without a text of its own). Never the status
 * line ('API request failed: ...') and never a value that is not text.
 */
export function errorText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  return error.detail || Object.values(fieldErrors(error))[0] || fallback;
}

/**
 * What a save refused as stale answered as `current` (409 `{ detail, current }`: someone else saved
 * since the version the editor started from), or null for any other failure.
 */
export function staleVersionCurrent<T extends { version: number }>(error: unknown): T | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const current = (error.body as { current?: unknown } | null)?.current;
  return current && typeof current === 'object' && Number.isInteger((current as { version?: unknown }).version) ? (current as T) : null;
}

/** Who saved the version a 409 answers with (`saved_by`), when the service says: the conflict dialog names them. */
export function staleVersionSavedBy(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const savedBy = (error.body as { saved_by?: { username?: unknown } } | null)?.saved_by;
  return typeof savedBy?.username === 'string' && savedBy.username ? savedBy.username : null;
}
