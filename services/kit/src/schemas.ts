import { Type } from 'typebox';

/** The largest id a PostgreSQL `integer` (serial) column holds. */
export const MAX_ID = 2 ** 31 - 1;

/**
 * The one schema for a resource id, wherever it travels: a path parameter (`/sites/:id/`), a query
 * (`?site=3`) or a body field (`site_id`, `parent`, `menu`). A typo, a crawler's probe or a number
 * beyond the column's range is a 400 with this sentence, never a database error.
 * `{path}` is replaced by where the value was found (e.g. `params/id`).
 */
export const Id = (options: { description?: string } = {}) =>
  Type.Integer({
    minimum: 1,
    maximum: MAX_ID,
    errorMessage: `{path} must be a whole number from 1 to ${MAX_ID}`,
    ...options,
  });

/** `{ id }` path parameters. */
export const IdParams = Type.Object({ id: Id() });

/** An optional id that may also be cleared with null (e.g. a page's `parent`). */
export const NullableId = () =>
  Type.Union([Id(), Type.Null()], { errorMessage: `{path} must be null or a whole number from 1 to ${MAX_ID}` });

/**
 * `page` and `page_size` for list endpoints, bounded so a hostile query cannot ask for a negative
 * offset or a million rows.
 */
export const Paging = (defaultSize: number, maxSize = 100) => ({
  page: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 100_000, default: 1, errorMessage: '{path} must be a whole number from 1 to 100000' }),
  ),
  page_size: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: maxSize,
      default: defaultSize,
      errorMessage: `{path} must be a whole number from 1 to ${maxSize}`,
    }),
  ),
});
