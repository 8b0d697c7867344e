import { Type } from '@atlas/service-kit';

/** An ISO-8601 time in an answer. */
export const Timestamp = Type.String({ format: 'date-time' });

/** Enum with a sentence that names the choices. */
export const OneOf = <T extends readonly string[]>(values: T, description?: string) =>
  Type.Enum([...values] as string[] as [T[number], ...T[number][]], {
    errorMessage: `{path} must be one of ${values.join(', ')}`,
    ...(description ? { description } : {}),
  });

/** A text field of at most `max` characters. */
export const Text = (max: number, label: string, options: { minLength?: number } = {}) =>
  Type.String({
    maxLength: max,
    ...options,
    errorMessage: options.minLength ? `${label} is required (at most ${max} characters)` : `${label} must be at most ${max} characters`,
  });

export const Flag = (label: string) => Type.Boolean({ errorMessage: `${label} must be true or false` });

export const Success = Type.Object({ success: Type.Boolean() }, { additionalProperties: true });
