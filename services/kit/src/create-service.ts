import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RawServerDefault } from 'fastify';
import fastifySensible from '@fastify/sensible';
import fastifySwagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Knex } from 'knex';
import type { Registry } from 'prom-client';
import { loadConfig, loggerOptions, type ServiceConfig } from './config';
import { awaitMigrations, migrateSchema, openSharedDatabase, type Migration, type SharedDatabase } from './database';
import { createLifecycle, registerProbes, type Lifecycle } from './lifecycle';
import { registerAbout } from './about';
import { registerErrorHandling } from './errors';
import { registerJsonBody } from './json-body';
import { registerAuth } from './auth';
import { registerMetrics } from './metrics';
import { closeWriteBatches } from './batch';
import { resolveBodyLimit, type ServiceManifest } from './manifest';
import { Outbox, OutboxRelay, outboxMigration } from './events/outbox';
import { handleOnce, startConsumers } from './events/consumers';
import { openEventTransport } from './events/open-transport';
import type { EventEnvelope, EventTransport, NewEvent, Subscription } from './events/types';
import { followSessionRevocations, revokedSessionsOf } from './revoked-sessions';
import { registerActorContext } from './events/actor';

/** A service's Fastify instance, with TypeBox schemas typing every route. */
export type AtlasApp = FastifyInstance<RawServerDefault, IncomingMessage, ServerResponse, FastifyBaseLogger, TypeBoxTypeProvider>;

export interface EventConsumer<Payload = any> {
  topic: string;
  /** Runs once per event id; `trx` also records the event in the inbox. Throw to have it redelivered. */
  handle: (event: EventEnvelope<Payload>, trx: Knex.Transaction, app: AtlasApp) => Promise<void>;
}

/**
 * A service: its manifest (name, port, paths, public routes, body limits: usually spread from its
 * `manifest.json`) and its code.
 */
export interface ServiceDefinition extends Omit<ServiceManifest, 'prefixes'> {
  /** Required in manifest.json (the gateway routes by it); optional here for test-only services. */
  prefixes?: string[];
  migrations?: Migration[];
  /** A Fastify plugin declaring the service's full public paths. */
  routes: (app: AtlasApp) => Promise<void>;
  consumers?: EventConsumer[];
  /** Runs once the schema is migrated, before the service answers (e.g. idempotent seeding). */
  onStart?: (app: AtlasApp) => Promise<void>;
}

export interface ServiceEvents {
  /** Writes the event into this service's outbox inside `trx`; it is sent once `trx` commits. */
  publish<P extends Record<string, unknown>>(trx: Knex | Knex.Transaction, event: NewEvent<P>): Promise<EventEnvelope<P>>;
  /**
   * Relays now what the service's own SQL wrote into its outbox (a database function that writes its
   * events with its change, in one statement), as a commit of `publish` does.
   */
  wake(): void;
  /** Sends everything pending in the outbox now; resolves with how many were sent. */
  flush(): Promise<number>;
  /** Runs this service's consumers for an event as the transport would (false: already handled). */
  deliver(event: EventEnvelope): Promise<boolean>;
  readonly transport: EventTransport;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This service's knex handle; qualify tables with the schema: `app.db('sites.pages')`. */
    db: Knex;
    /** `app.table('pages')` = `app.db('<schema>.pages')`. */
    table: (name: string, trx?: Knex | Knex.Transaction) => Knex.QueryBuilder;
    config: ServiceConfig;
    events: ServiceEvents;
    sharedDatabase: SharedDatabase;
    /** Whether this process is draining (stopping): readiness answers 503. */
    lifecycle: Lifecycle;
    /** This service's Prometheus registry (/metrics). */
    metrics: Registry;
  }
}

export interface CreateServiceOptions {
  /** The process's shared database; when absent the service opens (and closes) its own. */
  database?: SharedDatabase;
  /** The process's shared transport; when absent the service opens (and closes) its own. */
  transport?: EventTransport;
  env?: NodeJS.ProcessEnv;
  /** Run the outbox relay and consumers (default true). */
  runEvents?: boolean;
  /** Overrides the pino options (e.g. `false` for no logs). */
  logger?: boolean | object;
  /** The process's draining state (runServices shares one); when absent the service has its own. */
  lifecycle?: Lifecycle;
}

export async function createService(definition: ServiceDefinition, options: CreateServiceOptions = {}): Promise<AtlasApp> {
  if (!/^[a-z][a-z0-9_]*$/.test(definition.name)) {
    throw new Error(`Service name "${definition.name}" must be lowercase letters, digits and _ (it is a PostgreSQL schema)`);
  }
  const config = loadConfig(definition.name, definition.port, options.env ?? process.env);
  const database =
    options.database ?? (await openSharedDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pglite') }));
  try {
    return await buildService(definition, options, config, database);
  } catch (error) {
    // A service that fails to build must not keep its own database open (PGlite locks its folder).
    if (!options.database) await database.close().catch(() => undefined);
    throw error;
  }
}

async function buildService(
  definition: ServiceDefinition,
  options: CreateServiceOptions,
  config: ServiceConfig,
  database: SharedDatabase,
): Promise<AtlasApp> {
  const schema = definition.name;
  const db = database.forService(schema);
  const migrations = [outboxMigration, ...(definition.migrations ?? [])];
  if (config.migrateOnStart) await migrateSchema(db, schema, migrations);
  else await awaitMigrations(db, schema, migrations);

  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.logLevel, definition.name, { env: options.env }),
    routerOptions: { ignoreTrailingSlash: true },
    // A first start seeds (the shop's catalogue, the demo accounts) and starts consumers in onReady; with
    // every service starting at once on two cores that runs past Fastify's 10 s default and killed the start.
    pluginTimeout: 120_000,
    bodyLimit: resolveBodyLimit(definition, options.env ?? process.env),
    // The gateway's request id follows the request into every service's logs and replies.
    requestIdHeader: 'x-request-id',
    // request.ip is the client's address when the gateway (on loopback by default) forwards it.
    trustProxy: config.trustProxy,
    genReqId: () => randomUUID(),
    // A request arriving on a kept-alive connection while the server closes is still served (the
    // drain sends `Connection: close` first); Fastify's default would answer it 503.
    return503OnClosing: false,
    // `errorMessage` on a schema replaces ajv's wording in the 400 detail (see errors.ts).
    ajv: { customOptions: { allErrors: false, verbose: true, keywords: ['errorMessage'] } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  const lifecycle = options.lifecycle ?? createLifecycle();
  app.decorate('config', config);
  app.decorate('lifecycle', lifecycle);
  app.decorate('db', db);
  app.decorate('sharedDatabase', database);
  app.decorate('table', (name: string, trx?: Knex | Knex.Transaction) => (trx ?? db)(`${schema}.${name}`));
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandling(app);
  registerJsonBody(app);
  await app.register(fastifySensible);
  await app.register(fastifySwagger, {
    openapi: { info: { title: `Atlas ${definition.name} service`, version: '1.0.0' } },
  });
  await registerActorContext(app);
  await registerAuth(app, config.jwtSecret);
  app.decorate('metrics', registerMetrics(app, definition.name));

  app.get('/health', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await db.raw('select 1');
      return { status: 'ok', service: definition.name, database: 'up' };
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable');
      return reply.status(503).send({ status: 'error', service: definition.name, database: 'down', detail: 'Database unavailable' });
    }
  });
  registerProbes(app, {
    lifecycle,
    about: { service: definition.name },
    // a probe has seconds, not the pool's acquire timeout: a database that does not answer in 2 s is down
    ready: async () => {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_resolve, reject) => (timer = setTimeout(() => reject(new Error('late')), 2000)));
      try {
        await Promise.race([app.db.raw('select 1'), late]);
      } catch {
        throw new Error('Database unavailable');
      } finally {
        clearTimeout(timer);
      }
    },
  });
  registerAbout(app, { service: definition.name, db });
  app.get('/documentation', { schema: { hide: true } }, async () => app.swagger());
  app.get('/documentation/json', { schema: { hide: true } }, async () => app.swagger());

  const transport =
    options.transport ??
    (await openEventTransport({ db: database, kafkaBrokers: config.kafkaBrokers, clientId: definition.name, log: app.log }));
  try {
    await registerEventsAndRoutes(app, definition, options, database, transport);
  } catch (error) {
    if (!options.transport) await transport.close().catch(() => undefined);
    throw error;
  }
  return app;
}

async function registerEventsAndRoutes(
  app: AtlasApp,
  definition: ServiceDefinition,
  options: CreateServiceOptions,
  database: SharedDatabase,
  transport: EventTransport,
): Promise<void> {
  const schema = definition.name;
  const db = app.db;
  const relay = new OutboxRelay(db, schema, transport, app.log);
  const outbox = new Outbox(schema, relay.wake);
  const consumers = (definition.consumers ?? []).map((consumer) => ({
    topic: consumer.topic,
    handle: (event: EventEnvelope, trx: Knex.Transaction) => consumer.handle(event, trx, app),
  }));
  app.decorate('events', {
    publish: (trx, event) => outbox.write(trx, event),
    wake: relay.wake,
    flush: () => relay.drain(),
    deliver: async (event) => {
      const handlers = consumers.filter((consumer) => consumer.topic === event.type);
      return handleOnce(db, schema, definition.name, event, async (trx) => {
        for (const consumer of handlers) await consumer.handle(event, trx);
      });
    },
    transport,
  } satisfies ServiceEvents);

  // One list per transport: services sharing a process share it, and identity's own revocations land in it at once.
  app.decorate('revokedSessions', revokedSessionsOf(transport));
  await app.register(definition.routes);

  let subscription: Subscription | undefined;
  app.addHook('onReady', async () => {
    if (definition.onStart) await definition.onStart(app);
    if (options.runEvents === false) return;
    relay.start();
    await followSessionRevocations(transport, app.log);
    subscription = await startConsumers({ transport, db, schema, group: definition.name, consumers, log: app.log });
  });
  app.addHook('onClose', async () => {
    // what the write batches accepted is stored before anything closes
    await closeWriteBatches(app);
    await subscription?.close();
    await relay.stop();
    if (!options.transport) await transport.close();
    if (!options.database) await database.close();
  });
}
