import path from 'node:path';
import pino from 'pino';
import { loadConfig, loggerOptions, resolveDataDir, resolveLogLevel } from './config';
import { migrateSchema, openSharedDatabase, type SharedDatabase } from './database';
import { outboxMigration } from './events/outbox';
import { createLifecycle, stopGracefully } from './lifecycle';
import { openEventTransport } from './events/open-transport';
import type { EventTransport } from './events/types';
import { createService, type AtlasApp, type ServiceDefinition } from './create-service';

export interface SharedResources {
  database: SharedDatabase;
  transport: EventTransport;
  services: AtlasApp[];
}

export interface RunServicesOptions {
  /** Something else to run in the same process on the same database (the gateway). */
  extra?: (shared: SharedResources) => Promise<{ close: () => Promise<void> }>;
  /** Stop on SIGINT/SIGTERM, gracefully (default true). */
  handleSignals?: boolean;
}

export interface RunningServices extends SharedResources {
  close(): Promise<void>;
}

/**
 * Starts several services in one process on one shared database and transport, each listening on
 * HOST:<NAME>_PORT. On the embedded database this is the only way to run several services: one
 * PGlite may be opened by one process.
 */
export async function runServices(definitions: ServiceDefinition[], options: RunServicesOptions = {}): Promise<RunningServices> {
  const lifecycle = createLifecycle();
  const database = await openSharedDatabase({
    databaseUrl: process.env.DATABASE_URL || undefined,
    pgliteDir: path.join(resolveDataDir(), 'pglite'),
  });
  // The shared transport belongs to no one service: it logs (errors, lost connections) as "events".
  const { stream, ...eventsLogger } = loggerOptions(resolveLogLevel(), 'events');
  const transport = await openEventTransport({ db: database, clientId: 'atlas', log: pino(eventsLogger, stream) });
  const services: AtlasApp[] = [];
  const closers: (() => Promise<void>)[] = [];
  let closing: Promise<void> | undefined;

  const close = () => {
    closing ??= (async () => {
      for (const closeOne of closers.reverse()) await closeOne().catch((error) => console.error(error));
      await transport.close();
      await database.close();
    })();
    return closing;
  };

  try {
    for (const definition of definitions) {
      const app = await createService(definition, { database, transport, lifecycle });
      closers.push(() => app.close());
      services.push(app);
      const config = loadConfig(definition.name, definition.port);
      await app.listen({ host: config.host, port: config.port });
    }
    if (options.extra) {
      const extra = await options.extra({ database, transport, services });
      closers.push(() => extra.close());
    }
  } catch (error) {
    await close();
    throw error;
  }

  if (options.handleSignals !== false) {
    stopGracefully({
      lifecycles: [lifecycle],
      stop: close,
      log: (message, fields) => services[0]?.log.info(fields, `${message} services`),
    });
  }
  return { database, transport, services, close };
}

/**
 * A migration job: applies every pending migration of these services (their outbox first, as a
 * start does) and returns; nothing listens, no event is sent or consumed.
 */
export async function migrateServices(definitions: ServiceDefinition[]): Promise<void> {
  const database = await openSharedDatabase({
    databaseUrl: process.env.DATABASE_URL || undefined,
    pgliteDir: path.join(resolveDataDir(), 'pglite'),
  });
  try {
    for (const definition of definitions) {
      await migrateSchema(database.forService(definition.name), definition.name, [outboxMigration, ...(definition.migrations ?? [])]);
      console.log(`${definition.name}: migrations applied`);
    }
  } finally {
    await database.close();
  }
}

/**
 * A service's entry point: `main.js` serves, `main.js migrate` runs its migrations and exits (the
 * job a rollout runs first). Exits 1 with the error when either fails.
 */
export function serviceMain(definitions: ServiceDefinition[], argv: string[] = process.argv.slice(2)): void {
  const command = argv[0] ?? 'serve';
  const run =
    command === 'migrate'
      ? migrateServices(definitions).then(() => process.exit(0))
      : command === 'serve'
        ? runServices(definitions)
        : Promise.reject(new Error(`Unknown command "${command}": use "migrate" or nothing`));
  run.catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
