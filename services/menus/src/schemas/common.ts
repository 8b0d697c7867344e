import { Type, type TSchema } from '@atlas/service-kit';
import { MENU_DEPTH_LIMIT } from '../constants';

/** An ISO-8601 time in an answer. */
export const Timestamp = Type.String({ format: 'date-time' });

/** Enum with a sentence that names the choices. */
export const OneOf = <T extends readonly string[]>(values: T, description?: string) =>
  Type.Enum([...values] as string[] as [T[number], ...T[number][]], {
    errorMessage: `{path} must be one of ${values.join(', ')}`,
    ...(description ? { description } : {}),
  });

/** A text field of at most `max` characters. */
export const Text = (max: number, label: string) =>
  Type.String({ maxLength: max, errorMessage: `${label} must be at most ${max} characters` });

export const Flag = (label: string) => Type.Boolean({ errorMessage: `${label} must be true or false` });

/** Errors may carry more than the detail: keep those in the reply. */
export const Detail = Type.Object({ detail: Type.String() }, { additionalProperties: true });

/**
 * An item with its children down to the deepest nesting a menu may have, spelled out level by level:
 * the serializer needs a finite schema (the contract types the recursion itself).
 */
export function Nested<Fields extends Record<string, TSchema>>(fields: Fields, levels = MENU_DEPTH_LIMIT): TSchema {
  const leaf = Type.Object({ ...fields, children: Type.Optional(Type.Array(Type.Object({}), { maxItems: 0 })) });
  let node: TSchema = leaf;
  for (let level = 1; level < levels; level++) node = Type.Object({ ...fields, children: Type.Optional(Type.Array(node)) });
  return node;
}
