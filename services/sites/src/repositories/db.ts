import type { Knex } from 'knex';

/** A knex instance or a transaction: every repository call may run inside a caller's transaction. */
export type Db = Knex | Knex.Transaction;

/** jsonb columns are written as JSON text: pg would turn a JS array into a PostgreSQL array. */
export const json = (value: unknown) => JSON.stringify(value);
