import type { Knex } from 'knex';
import { tableOf } from '@atlas/service-kit';
import manifest from '../../manifest.json';

// The kit's database helpers, with this service's schema (its name, as for every service).
export type { Db } from '@atlas/service-kit';
export const SCHEMA = manifest.name;
export const table = tableOf(SCHEMA);

/** The transaction a batch or a consumer writes in (the repositories' writes that must share one). */
export type Trx = Knex.Transaction;

/** The name of the lock every writer of a site's counts holds (ingestion, form posts, deletion). */
export const INGEST_LOCK = `${SCHEMA}.ingest`;
