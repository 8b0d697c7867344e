import fs from 'node:fs';
import path from 'node:path';
import { EventEmitter } from 'node:events';
import knexFactory, { type Knex } from 'knex';
import ClientPgLite from 'knex-pglite';
import { PGlite } from '@electric-sql/pglite';
import { resolveDataDir } from './config';

/**
 * One database connection shared by everything in a process. With DATABASE_URL it is a pg pool;
 * without it, one embedded PGlite that every service in the process uses (PGlite is a single
 * connection that one process may open), each service through its own knex handle on the shared pool.
 */
export interface SharedDatabase {
  kind: 'pglite' | 'postgres';
  /** The connection string for a PostgreSQL server (undefined on PGlite). */
  url?: string;
  knex: Knex;
  /** A knex handle for one service: same pool, its own identity in logs and hooks. */
  forService(name: string): Knex;
  /** In-process wake-ups for the embedded transport (cross-process wake-ups use LISTEN/NOTIFY). */
  signals: EventEmitter;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** A PostgreSQL server. Defaults to DATABASE_URL. */
  databaseUrl?: string;
  /** Where the embedded database keeps its files. Defaults to ATLAS_DATA_DIR/pglite. */
  pgliteDir?: string;
  /** An in-memory PGlite (tests). */
  inMemory?: boolean;
  /** Connections in the pg pool. */
  poolSize?: number;
}

export async function openSharedDatabase(options: OpenDatabaseOptions = {}): Promise<SharedDatabase> {
  const databaseUrl = options.inMemory ? undefined : (options.databaseUrl ?? (process.env.DATABASE_URL || undefined));
  const signals = new EventEmitter();
  signals.setMaxListeners(0);

  if (databaseUrl) {
    const knex = knexFactory({
      client: 'pg',
      connection: databaseUrl,
      pool: { min: 0, max: options.poolSize ?? 10 },
      acquireConnectionTimeout: 15000,
    });
    await knex.raw('select 1');
    return {
      kind: 'postgres',
      url: databaseUrl,
      knex,
      forService: (name) => knex.withUserParams({ service: name }),
      signals,
      close: () => knex.destroy(),
    };
  }

  let pglite: PGlite;
  if (options.inMemory) {
    pglite = new PGlite();
  } else {
    const dir = options.pgliteDir ?? path.join(resolveDataDir(), 'pglite');
    fs.mkdirSync(dir, { recursive: true });
    pglite = new PGlite(dir);
  }
  await pglite.waitReady;
  const knex = knexFactory({
    client: ClientPgLite,
    dialect: 'postgres',
    connection: () => ({ pglite }) as object,
    // One connection: a transaction holds it and every other query waits; a query on the
    // non-transaction handle inside a transaction would wait forever, so fail loudly instead.
    acquireConnectionTimeout: 20000,
  } as Knex.Config);
  await knex.raw('select 1');
  return {
    kind: 'pglite',
    knex,
    forService: (name) => knex.withUserParams({ service: name }),
    signals,
    close: async () => {
      await knex.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}

/** A knex migration; `schema` is the service's PostgreSQL schema, so tables can be qualified. */
export interface Migration {
  name: string;
  up: (knex: Knex, context: { schema: string }) => Promise<unknown>;
  down?: (knex: Knex, context: { schema: string }) => Promise<unknown>;
}

/** Creates the schema and applies its pending migrations, recorded in `<schema>.knex_migrations`. */
export async function migrateSchema(knex: Knex, schema: string, migrations: Migration[]): Promise<void> {
  await knex.raw('create schema if not exists ??', [schema]);
  const context = { schema };
  await knex.migrate.latest({
    schemaName: schema,
    tableName: 'knex_migrations',
    migrationSource: {
      getMigrations: async () => migrations,
      getMigrationName: (migration: Migration) => migration.name,
      getMigration: async (migration: Migration) => ({
        up: (k: Knex) => migration.up(k, context),
        down: (k: Knex) => (migration.down ? migration.down(k, context) : Promise.resolve()),
      }),
    },
  });
}
