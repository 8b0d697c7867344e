import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
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

/** Where a development instance keeps the secret it made (in its data folder, mode 600). */
export const DEVELOPMENT_SECRET_FILE = 'jwt-secret';

/**
 * The folder holding services/<name>/manifest.json, shell/ and the mfe-* builds: the repository
 * root (services/kit/src → three levels up), or ATLAS_ROOT where the code runs bundled (an image
 * sets it to the bundle's folder, which carries the same layout).
 */
export const REPO_ROOT = process.env.ATLAS_ROOT ? path.resolve(process.env.ATLAS_ROOT) : path.resolve(__dirname, '..', '..', '..');

/**
 * The JWT secret every service and the gateway share. JWT_SECRET when set; production has no
 * default on purpose. Elsewhere a random secret is made on the first start and kept in the data
 * folder (`ATLAS_DATA_DIR/jwt-secret`, mode 600): every process of that instance shares it, and no
 * two instances (nor anyone who read the README) know each other's.
 */
export function resolveJwtSecret(env: NodeJS.ProcessEnv = process.env): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  if (isProduction(env)) {
    throw new Error(
      'JWT_SECRET is required when NODE_ENV=production (set it to a long random string shared by all services and the gateway)',
    );
  }
  return developmentSecret(resolveDataDir(env));
}

const developmentSecrets = new Map<string, string>();

/**
 * The data folder's secret, made once: written whole to a file of its own, then linked into place
 * (atomic: two processes starting together both end up reading the one that won).
 */
function developmentSecret(dataDir: string): string {
  const known = developmentSecrets.get(dataDir);
  if (known) return known;
  const file = path.join(dataDir, DEVELOPMENT_SECRET_FILE);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(draft, `${randomBytes(48).toString('base64url')}\n`, { mode: 0o600 });
    try {
      fs.linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.rmSync(draft, { force: true });
    }
  }
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < 32)
    throw new Error(`${file} holds no usable secret (under 32 characters): delete it and start again to make a new one`);
  developmentSecrets.set(dataDir, secret);
  return secret;
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
