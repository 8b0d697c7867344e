import type { Knex } from 'knex';
import type { ServiceEvents } from './create-service';

/** A knex handle or a transaction: every repository call may run inside a caller's transaction. */
export type Db = Knex | Knex.Transaction;

/** What a service's operations need of the kit's outbox: write an event in the caller's transaction. */
export type Outbox = Pick<ServiceEvents, 'publish'>;

/** The table helper of a service's repositories: `table(trx, 'pages')` = `trx('<schema>.pages')`. */
export const tableOf = (schema: string) => (db: Db, name: string) => db(`${schema}.${name}`);

/** A unique constraint refused the write (PostgreSQL 23505): the caller answers a 409 or retries. */
export const isUniqueViolation = (error: unknown) => (error as { code?: string })?.code === '23505';

/** A timestamp column as ISO text (pg gives Date, PGlite may give a string); null stays null. */
export const iso = (value: Date | string | null | undefined): string | null =>
  value == null ? null : value instanceof Date ? value.toISOString() : new Date(value).toISOString();

/** jsonb columns are written as JSON text: pg would turn a JS array into a PostgreSQL array. */
export const json = (value: unknown) => JSON.stringify(value);

/** A jsonb column as a value (pg parses it, PGlite may hand back text); absent is `fallback`. */
export const parseJson = <T>(value: unknown, fallback: T): T =>
  value === null || value === undefined ? fallback : typeof value === 'string' ? (JSON.parse(value) as T) : (value as T);
