import type { Knex } from 'knex';

/** A knex instance or a transaction: every repository call may run inside a caller's transaction. */
export type Db = Knex | Knex.Transaction;

/** jsonb columns are written as JSON text: pg would turn a JS array into a PostgreSQL array. */
export const json = (value: unknown) => JSON.stringify(value);

/** PostgreSQL's unique_violation: two requests raced past a uniqueness check. */
export const isUniqueViolation = (error: unknown) => (error as { code?: string })?.code === '23505';

/** The race was over a site's home page (the one-home-page index) rather than a slug. */
export const isHomePageRace = (error: unknown) =>
  isUniqueViolation(error) && (error as { constraint?: string }).constraint === 'pages_one_home_per_site';
