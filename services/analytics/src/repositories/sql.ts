/** A PostgreSQL array literal of ids, bound as one value (`any(?::int[])`): knex would spread a JS array into a list. */
export const intArray = (ids: number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;
