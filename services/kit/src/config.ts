import path from 'node:path';
import pinoPretty from 'pino-pretty';
import { envInteger, isProduction } from './env';

export { envInteger, isProduction };

/** Everything a service reads from the environment, resolved once with safe local defaults. */
export interface ServiceConfig {
  name: string;
  env: string;
  isProduction: boolean;
  host: string;
  port: number;
  /** PostgreSQL server; undefined means the embedded PGlite database. */
  databaseUrl?: string;
  dataDir: string;
  /** Kafka bootstrap brokers; empty means the embedded PostgreSQL transport. */
  kafkaBrokers: string[];
  jwtSecret: string;
  logLevel: string;
  /** Proxies whose X-Forwarded-For is believed (ATLAS_TRUST_PROXY; default the loopback gateway). */
  trustProxy: string;
  /**
   * Apply pending migrations at start (ATLAS_MIGRATE_ON_START, default true). false: a migration job
   * runs them before a rollout (`node main.js migrate`) and the service waits until they are in.
   */
  migrateOnStart: boolean;
}

export const DEVELOPMENT_JWT_SECRET = 'atlas-dev-secret';

/**
 * The folder holding services/<name>/manifest.json, shell/ and the mfe-* builds: the repository
 * root (services/kit/src → three levels up), or ATLAS_ROOT where the code runs bundled (an image
 * sets it to the bundle's folder, which carries the same layout).
 */
export const REPO_ROOT = process.env.ATLAS_ROOT ? path.resolve(process.env.ATLAS_ROOT) : path.resolve(__dirname, '..', '..', '..');

/** The JWT secret every service and the gateway share; production has no default on purpose. */
export function resolveJwtSecret(env: NodeJS.ProcessEnv = process.env): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  if (isProduction(env)) {
    throw new Error(
      'JWT_SECRET is required when NODE_ENV=production (set it to a long random string shared by all services and the gateway)',
    );
  }
  return DEVELOPMENT_JWT_SECRET;
}

export function resolvePort(name: string, defaultPort: number, env: NodeJS.ProcessEnv = process.env): number {
  const raw = env[`${name.toUpperCase().replace(/[^A-Z0-9]/g, '_')}_PORT`];
  if (raw === undefined || raw === '') return defaultPort;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`${name.toUpperCase()}_PORT must be a port number, got "${raw}"`);
  }
  return port;
}

export function resolveDataDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.ATLAS_DATA_DIR || path.join(REPO_ROOT, '.data'));
}

export function resolveKafkaBrokers(env: NodeJS.ProcessEnv = process.env): string[] {
  return (env.KAFKA_BROKERS || '')
    .split(',')
    .map((b) => b.trim())
    .filter(Boolean);
}

export function resolveMigrateOnStart(env: NodeJS.ProcessEnv = process.env): boolean {
  const raw = env.ATLAS_MIGRATE_ON_START;
  if (raw === undefined || raw === '' || raw === 'true') return true;
  if (raw === 'false') return false;
  throw new Error(`ATLAS_MIGRATE_ON_START must be "true" or "false", got "${raw}"`);
}

export function resolveLogLevel(env: NodeJS.ProcessEnv = process.env): string {
  return env.LOG_LEVEL || (env.NODE_ENV === 'test' ? 'silent' : 'info');
}

/**
 * How a process writes its logs: `pretty` (pino-pretty: one readable line per entry) or `json` (one
 * JSON object per line, for CI, tests and log collectors). ATLAS_LOG_FORMAT chooses; by default a
 * terminal gets pretty lines and anything else JSON.
 */
export function resolveLogFormat(env: NodeJS.ProcessEnv = process.env, stdout: { isTTY?: boolean } = process.stdout): 'pretty' | 'json' {
  const format = env.ATLAS_LOG_FORMAT;
  if (format === 'pretty' || format === 'json') return format;
  if (format) throw new Error(`ATLAS_LOG_FORMAT must be "pretty" or "json", got "${format}"`);
  return stdout.isTTY ? 'pretty' : 'json';
}

/** pino options with the stream every logger of the process writes to. */
export interface LoggerOptions {
  level: string;
  name?: string;
  stream?: NodeJS.WritableStream;
}

let prettyStream: NodeJS.WritableStream | undefined;

/**
 * The options of every logger in a process (each service, the gateway, the event transport), so
 * they agree on the format. JSON lines are exactly pino's defaults. Pretty lines go through one
 * pino-pretty stream per process, written synchronously: no worker thread per logger, and nothing
 * lost when the process exits.
 *
 * `nameInJson: false` leaves the name out of JSON lines (the gateway's never had one) while pretty
 * lines still say who is speaking.
 */
export function loggerOptions(level: string, name: string, options: { nameInJson?: boolean; env?: NodeJS.ProcessEnv } = {}): LoggerOptions {
  if (resolveLogFormat(options.env) === 'json') return options.nameInJson === false ? { level } : { level, name };
  prettyStream ??= pinoPretty({
    sync: true,
    translateTime: 'SYS:HH:MM:ss.l',
    singleLine: true,
    // a request is one short line each way; JSON lines keep the full req/res objects and the request id
    ignore: 'pid,hostname,reqId,req,res,responseTime',
    messageFormat: (log, messageKey) => {
      const { req, res, responseTime } = log as {
        req?: { method: string; url: string };
        res?: { statusCode: number };
        responseTime?: number;
      };
      if (req) return `${log[messageKey]} ${req.method} ${req.url}`;
      if (res) return `${log[messageKey]} ${res.statusCode} in ${Math.round(responseTime ?? 0)} ms`;
      return String(log[messageKey]);
    },
  });
  return { level, name, stream: prettyStream };
}

export function loadConfig(name: string, defaultPort: number, env: NodeJS.ProcessEnv = process.env): ServiceConfig {
  return {
    name,
    env: env.NODE_ENV || 'development',
    isProduction: isProduction(env),
    host: env.HOST || '127.0.0.1',
    port: resolvePort(name, defaultPort, env),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolveDataDir(env),
    kafkaBrokers: resolveKafkaBrokers(env),
    jwtSecret: resolveJwtSecret(env),
    logLevel: resolveLogLevel(env),
    trustProxy: env.ATLAS_TRUST_PROXY || 'loopback',
    migrateOnStart: resolveMigrateOnStart(env),
  };
}
