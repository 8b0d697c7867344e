import path from 'node:path';

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
}

export const DEVELOPMENT_JWT_SECRET = 'atlas-dev-secret';

/** The repository root: services/kit/src → three levels up. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

export function isProduction(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NODE_ENV === 'production';
}

/** The JWT secret every service and the gateway share; production has no default on purpose. */
export function resolveJwtSecret(env: NodeJS.ProcessEnv = process.env): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  if (isProduction(env)) {
    throw new Error('JWT_SECRET is required when NODE_ENV=production (set it to a long random string shared by all services and the gateway)');
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

/**
 * A whole number an operator may set, with the built-in value as default. A value that is not a
 * whole number within bounds stops the start with a sentence naming the variable, rather than
 * quietly running with a limit nobody chose.
 */
export function envInteger(env: NodeJS.ProcessEnv, variable: string, fallback: number, bounds: { min?: number; max?: number } = {}): number {
  const raw = env[variable];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  const { min = 0, max = Number.MAX_SAFE_INTEGER } = bounds;
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${variable} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

export function resolveDataDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.ATLAS_DATA_DIR || path.join(REPO_ROOT, '.data'));
}

export function resolveKafkaBrokers(env: NodeJS.ProcessEnv = process.env): string[] {
  return (env.KAFKA_BROKERS || '').split(',').map((b) => b.trim()).filter(Boolean);
}

export function resolveLogLevel(env: NodeJS.ProcessEnv = process.env): string {
  return env.LOG_LEVEL || (env.NODE_ENV === 'test' ? 'silent' : 'info');
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
  };
}
