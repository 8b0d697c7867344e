import type { Knex } from 'knex';

/** A knex instance or a transaction: every repository call may run inside a caller's transaction. */
export type Db = Knex | Knex.Transaction;

/** The service's schema (also its name): every table is qualified with it. */
export const SCHEMA = 'marketplace';
export const table = (db: Db, name: string) => db(`${SCHEMA}.${name}`);

/** jsonb columns are written as JSON text: pg would turn a JS array into a PostgreSQL array. */
export const json = (value: unknown) => JSON.stringify(value ?? null);

/** A jsonb column as a value (pg parses it, PGlite may hand back text). */
export const parseJson = <T>(value: unknown, fallback: T): T =>
  value === null || value === undefined ? fallback : typeof value === 'string' ? (JSON.parse(value) as T) : (value as T);

/** A timestamp column as ISO text (pg gives Date, PGlite may give a string). */
export const iso = (value: Date | string | null): string | null =>
  value === null ? null : (value instanceof Date ? value : new Date(value)).toISOString();
