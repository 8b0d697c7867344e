import fs from 'node:fs';
import path from 'node:path';
import { EventEmitter } from 'node:events';
import knexFactory, { type Knex } from 'knex';
import type { PGlite } from '@electric-sql/pglite';
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
  /** A PostgreSQL server. Defaults to DATABASE_URL, unless `pgliteDir` or `inMemory` asks for PGlite. */
  databaseUrl?: string;
  /** Where the embedded database keeps its files (used when there is no server). Defaults to ATLAS_DATA_DIR/pglite. */
  pgliteDir?: string;
  /** An in-memory PGlite (tests). */
  inMemory?: boolean;
  /** Connections in the pg pool. */
  poolSize?: number;
}

export async function openSharedDatabase(options: OpenDatabaseOptions = {}): Promise<SharedDatabase> {
  const wantsPglite = options.inMemory || options.pgliteDir !== undefined;
  const databaseUrl = options.inMemory
    ? undefined
    : (options.databaseUrl ?? (wantsPglite ? undefined : process.env.DATABASE_URL || undefined));
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

  // Loaded only here: a container on a PostgreSQL server carries neither package (deploy/pack.mjs).
  const { PGlite: EmbeddedPostgres } = await import('@electric-sql/pglite');
  const { default: ClientPgLite } = await import('knex-pglite');
  let pglite: PGlite;
  let releaseLock = () => {};
  if (options.inMemory) {
    pglite = new EmbeddedPostgres();
    await pglite.waitReady;
  } else {
    const dir = options.pgliteDir ?? path.join(resolveDataDir(), 'pglite');
    fs.mkdirSync(dir, { recursive: true });
    releaseLock = lockDataFolder(dir);
    try {
      pglite = new EmbeddedPostgres(dir);
      await pglite.waitReady;
    } catch (error) {
      releaseLock();
      throw error;
    }
  }
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
      releaseLock();
    },
  };
}

/**
 * PGlite files must be opened by one process at a time (two would corrupt them): a lock file
 * beside the folder names the owner, and a second process is refused with a clear message.
 * A lock left by a process that no longer runs is taken over.
 */
const heldLocks = new Set<string>();

function lockDataFolder(dir: string): () => void {
  const lockPath = `${dir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      heldLocks.add(lockPath);
      return () => {
        heldLocks.delete(lockPath);
        const stillOurs = fs.existsSync(lockPath) && fs.readFileSync(lockPath, 'utf8') === String(process.pid);
        if (stillOurs) fs.rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(lockPath, 'utf8'));
      // Our own pid but not held here: a previous container whose process had the same pid.
      const inUse = owner === process.pid ? heldLocks.has(lockPath) : isRunning(owner);
      if (inUse) {
        throw new Error(
          `The embedded database ${dir} is in use by process ${owner}${owner === process.pid ? ' (this one)' : ''}: ` +
            'one process may open it. Run all services in that process (npm start), stop it, or set DATABASE_URL.',
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock the embedded database ${dir}`);
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A knex migration; `schema` is the service's PostgreSQL schema, so tables can be qualified. */
export interface Migration {
  name: string;
  up: (knex: Knex, context: { schema: string }) => Promise<unknown>;
  down?: (knex: Knex, context: { schema: string }) => Promise<unknown>;
}

function migratorConfig(schema: string, migrations: Migration[]): Knex.MigratorConfig {
  const context = { schema };
  return {
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
  };
}

/**
 * What two replicas starting at once (or a replica and the migration job) run into: knex's lock is
 * held by the other, or both created the same schema or lock table in the same instant (23505, 42P07, or
 * 42710 "type … already exists" for the table's row type). Waiting and
 * trying again finds the work done.
 */
function isMigrationRace(error: unknown): boolean {
  const { name, message = '', code } = error as { name?: string; message?: string; code?: string };
  return name === 'MigrationLocked' || /already locked/i.test(message) || code === '23505' || code === '42P07' || code === '42710';
}

/**
 * Creates the schema and applies its pending migrations, recorded in `<schema>.knex_migrations`.
 * Safe to run from several processes at once: one applies them, the others wait and find them in.
 */
export async function migrateSchema(knex: Knex, schema: string, migrations: Migration[], { waitMs = 120_000 } = {}): Promise<void> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      await knex.raw('create schema if not exists ??', [schema]);
      await knex.migrate.latest(migratorConfig(schema, migrations));
      return;
    } catch (error) {
      if (!isMigrationRace(error) || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250 + Math.random() * 500));
    }
  }
}

/** The names of migrations not applied yet (all of them on a schema never migrated). */
export async function pendingMigrations(knex: Knex, schema: string, migrations: Migration[]): Promise<string[]> {
  const recorded = await knex.raw('select to_regclass(?) as name', [`${schema}.knex_migrations`]);
  if (!recorded.rows[0]?.name) return migrations.map((migration) => migration.name);
  const applied = new Set((await knex(`${schema}.knex_migrations`).select('name')).map((row: { name: string }) => row.name));
  return migrations.filter((migration) => !applied.has(migration.name)).map((migration) => migration.name);
}

/**
 * For a service that does not migrate at start: resolves once a migration job has applied every
 * migration, and fails after `waitMs` with a sentence saying what to run.
 */
export async function awaitMigrations(knex: Knex, schema: string, migrations: Migration[], { waitMs = 300_000, pollMs = 2000 } = {}) {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const pending = await pendingMigrations(knex, schema, migrations);
    if (pending.length === 0) return;
    if (Date.now() > deadline) {
      throw new Error(
        `The ${schema} schema lacks migrations ${pending.join(', ')}: run the migration job (node main.js migrate) before this service, or set ATLAS_MIGRATE_ON_START=true`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
