import manifest from '../manifest.json';

/** The service's PostgreSQL schema: its name, as for every service. */
export const SCHEMA = manifest.name;
