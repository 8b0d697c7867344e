import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createService, openSharedDatabase } from '@atlas/service-kit';
import { definition } from '../service';
import { resolveAdminPassword } from '../operations/accounts-seed';

let dataDir: string;
beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-identity-'));
});
afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The identity service on a PGlite kept in a folder, as `npm start` runs it. */
async function startIdentity(folder = 'pglite') {
  const database = await openSharedDatabase({ pgliteDir: path.join(dataDir, folder) });
  const app = await createService(definition, { database, logger: false });
  await app.ready();
  return {
    app,
    stop: async () => {
      await app.close();
      await database.close();
    },
  };
}

it('keeps users across a restart and seeds the default accounts only once', async () => {
  const first = await startIdentity();
  const registered = await first.app.inject({
    method: 'POST',
    url: '/api/auth/register/',
    payload: { username: 'stays', email: 'stays@example.com', password: 'persisted1' },
  });
  expect(registered.statusCode).toBe(201);
  await first.stop();

  const second = await startIdentity();
  try {
    const login = await second.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { username: 'stays', password: 'persisted1' },
    });
    expect(login.statusCode).toBe(200);
    // The refresh token issued before the restart still works.
    const refreshed = await second.app.inject({
      method: 'POST',
      url: '/api/auth/refresh/',
      payload: { refresh: registered.json().refresh },
    });
    expect(refreshed.statusCode).toBe(200);
    const users = await second.app.db('identity.users').select('username').orderBy('id');
    expect(users.map((u) => u.username)).toEqual(['admin', 'demo', 'stays']);
    const announcements = await second.app.db('identity.outbox').where({ topic: 'identity.user.registered' });
    expect(announcements).toHaveLength(3);
  } finally {
    await second.stop();
  }
});

describe('ATLAS_ADMIN_PASSWORD changed after the first start', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });
  /** Starts identity on its own folder with ATLAS_ADMIN_PASSWORD set (or unset), runs `check`, stops. */
  async function withAdminPassword(
    password: string | undefined,
    check: (app: Awaited<ReturnType<typeof startIdentity>>['app']) => Promise<void>,
  ) {
    if (password === undefined) delete process.env.ATLAS_ADMIN_PASSWORD;
    else process.env.ATLAS_ADMIN_PASSWORD = password;
    const identity = await startIdentity('rotated-admin');
    try {
      await check(identity.app);
    } finally {
      await identity.stop();
    }
  }
  const login = (app: Awaited<ReturnType<typeof startIdentity>>['app'], username: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/auth/login/', payload: { username, password } });

  it("replaces the seeded admin's password at the next start and signs the admin out; unset, it changes nothing", async () => {
    let adminRefresh = '';
    await withAdminPassword(undefined, async (app) => {
      const admin = await login(app, 'admin', 'admin1234');
      expect(admin.statusCode).toBe(200);
      adminRefresh = admin.json().refresh;
    });
    await withAdminPassword('rotated-secret-1', async (app) => {
      expect((await login(app, 'admin', 'admin1234')).statusCode).toBe(401);
      const admin = await login(app, 'admin', 'rotated-secret-1');
      expect(admin.statusCode).toBe(200);
      expect(admin.json().user.is_staff).toBe(true);
      expect((await app.inject({ method: 'POST', url: '/api/auth/refresh/', payload: { refresh: adminRefresh } })).statusCode).toBe(401);
      // Only the admin: the demo owner keeps its password.
      expect((await login(app, 'demo', 'demo1234')).statusCode).toBe(200);
      expect(await app.db('identity.users').orderBy('id').pluck('username')).toEqual(['admin', 'demo']);
    });
    // Unset again: the development default does not take the password back.
    await withAdminPassword(undefined, async (app) => {
      expect((await login(app, 'admin', 'rotated-secret-1')).statusCode).toBe(200);
      expect((await login(app, 'admin', 'admin1234')).statusCode).toBe(401);
    });
    // three starts of identity on an embedded database of its own: 17 s alone, past 60 s on a loaded machine
  }, 180_000);
});

describe('the admin password', () => {
  it('is required in production, with a clear message', () => {
    expect(() => resolveAdminPassword({ NODE_ENV: 'production' })).toThrow(
      'ATLAS_ADMIN_PASSWORD is required when NODE_ENV=production: it becomes the password of the staff account "admin" on first start',
    );
    expect(resolveAdminPassword({ NODE_ENV: 'production', ATLAS_ADMIN_PASSWORD: 'long-secret' })).toBe('long-secret');
  });

  it('defaults to admin1234 outside production only', () => {
    expect(resolveAdminPassword({ NODE_ENV: 'development' })).toBe('admin1234');
  });
});

describe('in production', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('refuses to start without ATLAS_ADMIN_PASSWORD', async () => {
    Object.assign(process.env, { NODE_ENV: 'production', JWT_SECRET: 'production-secret' });
    delete process.env.ATLAS_ADMIN_PASSWORD;
    const database = await openSharedDatabase({ inMemory: true });
    try {
      const app = await createService(definition, { database, logger: false });
      await expect(app.ready()).rejects.toThrow(/ATLAS_ADMIN_PASSWORD is required/);
      await app.close().catch(() => undefined);
    } finally {
      await database.close();
    }
  });

  it('creates no demo account and hides the demo credentials', async () => {
    Object.assign(process.env, { NODE_ENV: 'production', JWT_SECRET: 'production-secret', ATLAS_ADMIN_PASSWORD: 'a-real-password' });
    const database = await openSharedDatabase({ inMemory: true });
    const app = await createService(definition, { database, logger: false });
    try {
      await app.ready();
      expect(await app.db('identity.users').pluck('username')).toEqual(['admin']);
      const demo = await app.inject({ method: 'GET', url: '/api/auth/demo/' });
      expect(demo.statusCode).toBe(404);
      const admin = await app.inject({
        method: 'POST',
        url: '/api/auth/login/',
        payload: { username: 'admin', password: 'a-real-password' },
      });
      expect(admin.statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
