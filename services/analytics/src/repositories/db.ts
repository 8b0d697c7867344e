import { tableOf } from '@atlas/service-kit';
import manifest from '../../manifest.json';

// The kit's database helpers, with this service's schema (its name, as for every service).
export type { Db } from '@atlas/service-kit';
export const SCHEMA = manifest.name;
export const table = tableOf(SCHEMA);
