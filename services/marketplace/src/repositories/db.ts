import { tableOf } from '@atlas/service-kit';

// The kit's database helpers, with this service's schema (also its name): every table is qualified with it.
export type { Db } from '@atlas/service-kit';
export { parseJson } from '@atlas/service-kit';
export const SCHEMA = 'marketplace';
export const table = tableOf(SCHEMA);

/** jsonb columns are written as JSON text: pg would turn a JS array into a PostgreSQL array. */
export const json = (value: unknown) => JSON.stringify(value ?? null);

/** A timestamp column as ISO text (pg gives Date, PGlite may give a string). */
export const iso = (value: Date | string | null): string | null =>
  value === null ? null : (value instanceof Date ? value : new Date(value)).toISOString();
