import path from 'node:path';
import pino from 'pino';
import { loadConfig, loggerOptions, resolveDataDir, resolveLogLevel } from './config';
import { openSharedDatabase, type SharedDatabase } from './database';
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
  /** Stop on SIGINT/SIGTERM (default true). */
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
      const app = await createService(definition, { database, transport });
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
    const stop = (signal: NodeJS.Signals) => {
      services[0]?.log.info({ signal }, 'stopping services');
      close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  }
  return { database, transport, services, close };
}
