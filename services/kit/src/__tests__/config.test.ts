import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { resolveBodyLimit, resolveUploadLimit } from '../manifest';
import { loadConfig, loggerOptions, resolveJwtSecret, resolveLogFormat, resolvePort } from '../config';
import { createService } from '../create-service';
import { signAccessToken } from '../auth';
import { isReservedSlug, RESERVED_SLUGS } from '../reserved-slugs';
import { notesService } from './fixtures';

describe('configuration', () => {
  it('refuses to run in production without JWT_SECRET', () => {
    expect(() => resolveJwtSecret({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET is required when NODE_ENV=production/);
    expect(resolveJwtSecret({ NODE_ENV: 'production', JWT_SECRET: 's3cret' })).toBe('s3cret');
  });

  it('makes a random secret per data folder outside production, kept there with mode 600, the same for every process', async () => {
    const one = mkdtempSync(path.join(os.tmpdir(), 'atlas-secret-'));
    const two = mkdtempSync(path.join(os.tmpdir(), 'atlas-secret-'));
    try {
      const secret = resolveJwtSecret({ NODE_ENV: 'development', ATLAS_DATA_DIR: one });
      expect(secret.length).toBeGreaterThanOrEqual(64);
      expect(secret).not.toBe('atlas-dev-secret');
      expect(statSync(path.join(one, 'jwt-secret')).mode & 0o777).toBe(0o600);
      expect(readFileSync(path.join(one, 'jwt-secret'), 'utf8').trim()).toBe(secret);
      expect(resolveJwtSecret({ ATLAS_DATA_DIR: one })).toBe(secret);
      expect(resolveJwtSecret({ ATLAS_DATA_DIR: two })).not.toBe(secret);
      // Processes starting together on a new folder agree on one secret.
      const three = mkdtempSync(path.join(os.tmpdir(), 'atlas-secret-'));
      const read = `process.stdout.write(require(${JSON.stringify(require.resolve('../config'))}).resolveJwtSecret({ ATLAS_DATA_DIR: ${JSON.stringify(three)} }))`;
      const secrets = await Promise.all(
        Array.from({ length: 4 }, () =>
          promisify(execFile)(process.execPath, ['--import', 'tsx', '-e', read], { cwd: path.resolve(__dirname, '..', '..') }).then(
            (r) => r.stdout,
          ),
        ),
      );
      expect(new Set(secrets).size).toBe(1);
      expect(secrets[0]).toBe(readFileSync(path.join(three, 'jwt-secret'), 'utf8').trim());
      rmSync(three, { recursive: true, force: true });
    } finally {
      rmSync(one, { recursive: true, force: true });
      rmSync(two, { recursive: true, force: true });
    }
  });

  it('a staff token forged with the old fixed development secret is refused by an instance that made its own', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atlas-secret-'));
    const app = await createService(notesService, { env: { NODE_ENV: 'development', ATLAS_DATA_DIR: dataDir }, logger: false });
    try {
      const staff = { id: 1, username: 'admin', is_staff: true };
      const forged = signAccessToken(staff, { secret: 'atlas-dev-secret' });
      const real = signAccessToken(staff, { secret: readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8').trim() });
      const ask = (token: string) => app.inject({ url: '/api/admin/notes/', headers: { authorization: `Bearer ${token}` } });
      expect((await ask(forged)).statusCode).toBe(401);
      expect((await ask(real)).statusCode).toBe(200);
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses to create a service in production without JWT_SECRET', async () => {
    await expect(createService(notesService, { env: { NODE_ENV: 'production' } })).rejects.toThrow(/JWT_SECRET is required/);
  });

  it('reads <NAME>_PORT, falling back to the definition', () => {
    expect(resolvePort('identity', 4001, {})).toBe(4001);
    expect(resolvePort('identity', 4001, { IDENTITY_PORT: '5001' })).toBe(5001);
    expect(resolvePort('note_counter', 1, { NOTE_COUNTER_PORT: '7' })).toBe(7);
    expect(() => resolvePort('identity', 4001, { IDENTITY_PORT: 'abc' })).toThrow('IDENTITY_PORT must be a port number, got "abc"');
  });

  it('defaults to loopback and the embedded database', () => {
    const config = loadConfig('sites', 4002, { ATLAS_DATA_DIR: '/tmp/atlas-data' });
    expect(config).toMatchObject({ host: '127.0.0.1', port: 4002, databaseUrl: undefined, dataDir: '/tmp/atlas-data', kafkaBrokers: [] });
    expect(loadConfig('sites', 4002, { KAFKA_BROKERS: 'a:9092, b:9092' }).kafkaBrokers).toEqual(['a:9092', 'b:9092']);
  });
});

describe('log format', () => {
  it('writes readable lines on a terminal and JSON lines anywhere else, unless ATLAS_LOG_FORMAT says', () => {
    expect(resolveLogFormat({}, { isTTY: true })).toBe('pretty');
    expect(resolveLogFormat({}, { isTTY: false })).toBe('json');
    expect(resolveLogFormat({ ATLAS_LOG_FORMAT: 'json' }, { isTTY: true })).toBe('json');
    expect(resolveLogFormat({ ATLAS_LOG_FORMAT: 'pretty' }, { isTTY: false })).toBe('pretty');
    expect(() => resolveLogFormat({ ATLAS_LOG_FORMAT: 'yaml' })).toThrow('ATLAS_LOG_FORMAT must be "pretty" or "json", got "yaml"');
  });

  it("gives JSON loggers pino's own options, and every pretty logger of a process one stream", () => {
    expect(loggerOptions('info', 'sites', { env: { ATLAS_LOG_FORMAT: 'json' } })).toEqual({ level: 'info', name: 'sites' });
    expect(loggerOptions('warn', 'gateway', { env: { ATLAS_LOG_FORMAT: 'json' }, nameInJson: false })).toEqual({ level: 'warn' });
    const sites = loggerOptions('info', 'sites', { env: { ATLAS_LOG_FORMAT: 'pretty' } });
    const gateway = loggerOptions('info', 'gateway', { env: { ATLAS_LOG_FORMAT: 'pretty' }, nameInJson: false });
    expect(sites).toMatchObject({ level: 'info', name: 'sites' });
    expect(gateway).toMatchObject({ level: 'info', name: 'gateway' });
    expect(sites.stream).toBeDefined();
    expect(gateway.stream).toBe(sites.stream);
  });
});

describe('reserved slugs', () => {
  it('refuses slugs that shadow an app route, whatever their case', () => {
    for (const slug of [
      'dashboard',
      'login',
      'shop',
      'builder',
      'api',
      'preview',
      'live',
      'products',
      'cart',
      'checkout',
      'orders',
      'visual-builder',
      'mf-manifest.json',
      'templates',
      'invite',
    ]) {
      expect(isReservedSlug(slug)).toBe(true);
    }
    expect(isReservedSlug('Dashboard')).toBe(true);
    expect(RESERVED_SLUGS).toContain('health');
  });

  it('allows ordinary site slugs', () => {
    expect(isReservedSlug('my-bakery')).toBe(false);
    expect(isReservedSlug('dashboards')).toBe(false);
  });
});

describe('body limits an operator can set', () => {
  it('uses the manifest, then ATLAS_BODY_LIMIT, then 1 MiB; <NAME>_BODY_LIMIT wins over all', () => {
    expect(resolveBodyLimit({ name: 'notes' }, {})).toBe(1024 * 1024);
    expect(resolveBodyLimit({ name: 'notes' }, { ATLAS_BODY_LIMIT: '5000' })).toBe(5000);
    expect(resolveBodyLimit({ name: 'notes', bodyLimit: 2048 }, { ATLAS_BODY_LIMIT: '5000' })).toBe(2048);
    expect(resolveBodyLimit({ name: 'notes', bodyLimit: 2048 }, { NOTES_BODY_LIMIT: '9000' })).toBe(9000);
  });
  it('gives upload prefixes their own limit, and refuses a limit that is not a number of bytes', () => {
    expect(resolveUploadLimit({ name: 'media' }, {})).toBeUndefined();
    expect(resolveUploadLimit({ name: 'media', uploads: { prefixes: ['/api/media'], limit: 100 } }, { MEDIA_UPLOAD_LIMIT: '300' })).toBe(
      300,
    );
    expect(() => resolveBodyLimit({ name: 'notes' }, { NOTES_BODY_LIMIT: '2MB' })).toThrow('NOTES_BODY_LIMIT must be a number of bytes');
  });
});
