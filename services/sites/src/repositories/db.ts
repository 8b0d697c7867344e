import { isUniqueViolation } from '@atlas/service-kit';

// The kit's database helpers (the sites service qualifies its tables in each repository).
export type { Db } from '@atlas/service-kit';
export { isUniqueViolation, json } from '@atlas/service-kit';

/** The race was over a site's home page (the one-home-page index) rather than a slug. */
export const isHomePageRace = (error: unknown) =>
  isUniqueViolation(error) && (error as { constraint?: string }).constraint === 'pages_one_home_per_site';
