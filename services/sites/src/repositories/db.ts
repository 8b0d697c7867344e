import { isUniqueViolation, tableOf } from '@atlas/service-kit';

// The kit's database helpers, with this service's schema (also its name): every table is qualified with it.
export type { Db } from '@atlas/service-kit';
export { isUniqueViolation, json } from '@atlas/service-kit';
export const SCHEMA = 'sites';
export const table = tableOf(SCHEMA);

/** The race was over a site's home page (the one-home-page index) rather than a slug. */
export const isHomePageRace = (error: unknown) =>
  isUniqueViolation(error) && (error as { constraint?: string }).constraint === 'pages_one_home_per_site';
