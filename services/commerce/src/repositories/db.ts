import type { Knex } from 'knex';

/** A knex instance or a transaction: every repository call may run inside a caller's transaction. */
export type Db = Knex | Knex.Transaction;

/** The service's schema (also its name): every table is qualified with it. */
export const SCHEMA = 'commerce';
export const table = (db: Db, name: string) => db(`${SCHEMA}.${name}`);

/** jsonb columns are written as JSON text: pg would turn a JS array into a PostgreSQL array. */
export const json = (value: unknown) => JSON.stringify(value);

export const isUniqueViolation = (error: unknown) => (error as { code?: string })?.code === '23505';

/** A timestamp column as ISO text (pg gives Date, PGlite may give a string). */
export const iso = (value: Date | string | null | undefined): string | null =>
  value == null ? null : value instanceof Date ? value.toISOString() : new Date(value).toISOString();

/** numeric columns come back as text (exact decimals): a number for the answer. */
export const num = (value: string | number | null | undefined): number => (value == null ? 0 : Number(value));

/** Rounds to cents (totals are computed in cents so 0.1 + 0.2 stays 0.30). */
export const cents = (value: number) => Math.round(value * 100);
export const fromCents = (value: number) => Math.round(value) / 100;
