import { ApiError, errorText } from '@atlas/shell-kit';

/** A refusal from the API, placed on the form field it is about, or over the whole form (field null). */
export interface FormError<Field extends string> {
  field: Field | null;
  message: string;
}

/**
 * Finds the field a refusal names: the schema's first issue path (`body/from_path`), the detail's own
 * `body/url is required`, else what `fieldOfDetail` recognises in a rule's sentence or error code.
 */
export function formErrorOf<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  fieldOfDetail: (detail: string, code: string | undefined) => Field | null = () => null,
): FormError<Field> {
  const message = errorText(error, 'The request failed');
  if (!(error instanceof ApiError)) return { field: null, message };
  const body = (error.body ?? {}) as { errors?: { path?: unknown }[]; error?: unknown };
  const path = typeof body.errors?.[0]?.path === 'string' ? body.errors[0].path : '';
  const named = [path, message].map((text) => /^body\/([a-z_]+)/.exec(text)?.[1]).find(Boolean);
  const field =
    fields.find((candidate) => candidate === named) ?? fieldOfDetail(message, typeof body.error === 'string' ? body.error : undefined);
  return { field, message };
}
