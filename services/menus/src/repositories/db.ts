import { tableOf } from '@atlas/service-kit';

// The kit's database helpers, with this service's schema (also its name): every table is qualified with it.
export type { Db } from '@atlas/service-kit';
export const SCHEMA = 'menus';
export const table = tableOf(SCHEMA);
export const qualified = (name: string) => `${SCHEMA}.${name}`;

/** jsonb columns are written as JSON text: pg would turn a JS array into a PostgreSQL array. */
export const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/** A jsonb column as a value (pg parses it, PGlite may hand back text). */
export const parseJson = <T>(value: unknown): T | null =>
  value === null || value === undefined ? null : typeof value === 'string' ? (JSON.parse(value) as T) : (value as T);

/** A timestamp column as ISO text (pg gives Date, PGlite may give a string). */
export const iso = (value: Date | string): string => (value instanceof Date ? value : new Date(value)).toISOString();

/** A date column as YYYY-MM-DD whatever the driver gives. */
export const isoDay = (value: Date | string): string =>
  typeof value === 'string'
    ? value.slice(0, 10)
    : new Date(value.getTime() - value.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
