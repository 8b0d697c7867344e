import { tableOf } from '@atlas/service-kit';

// The kit's database helpers, with this service's schema (also its name): every table is qualified with it.
export type { Db } from '@atlas/service-kit';
export const SCHEMA = 'identity';
export const table = tableOf(SCHEMA);
