import type { Knex } from 'knex';
import { tableOf } from '@atlas/service-kit';

// The kit's database helpers, with this service's schema (also its name): every table is qualified with it.
export type { Db } from '@atlas/service-kit';
/** An open transaction: operations hand it to repositories, events and the catalogue cache. */
export type Transaction = Knex.Transaction;
export { iso, isUniqueViolation, json, parseJson } from '@atlas/service-kit';
export const SCHEMA = 'commerce';
export const table = tableOf(SCHEMA);

/** numeric columns come back as text (exact decimals): a number for the answer. */
export const num = (value: string | number | null | undefined): number => (value == null ? 0 : Number(value));

/** Rounds to cents (totals are computed in cents so 0.1 + 0.2 stays 0.30). */
export const cents = (value: number) => Math.round(value * 100);
export const fromCents = (value: number) => Math.round(value) / 100;
