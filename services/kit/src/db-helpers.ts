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

/**
 * PostgreSQL array literals of ids, each bound as one value (`= any(?::int[])`, `= any(?::uuid[])`):
 * knex would spread a JS array into a list, and a JSON list hides its length from the planner (it
 * guesses 100 rows and scans), where an array parameter is planned with its real length.
 */
export const intArray = (ids: number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const uuidArray = (ids: string[]) => {
  const bad = ids.find((id) => !UUID.test(id));
  if (bad !== undefined) throw new Error(`uuidArray: ${JSON.stringify(bad).slice(0, 60)} is not a UUID`);
  return `{${ids.join(',')}}`;
};
