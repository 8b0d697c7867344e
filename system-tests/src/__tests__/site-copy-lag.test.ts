// Issue 22: an owner's write never fails because another service's copy of sites lags. The sites
// service runs; content, menus, analytics and marketplace run with their consumers paused (no
// sites.site.* event reaches their copies). A site created now is used at once by all four.
import path from 'node:path';
import { createService, openEventTransport, type AtlasApp, type EventTransport } from '@atlas/service-kit';
import { authHeader, openTestDatabase } from '@atlas/service-kit/testing';
import { REPO_ROOT } from '../platform';

const definition = (name: string) => require(path.join(REPO_ROOT, 'services', name, 'src', 'service.ts')).definition;

const owner = { id: 4101, username: 'fresh-owner' };
const stranger = { id: 4102, username: 'stranger' };

let apps: Record<string, AtlasApp> = {};
let transport: EventTransport;
let closeDatabase: () => Promise<void>;
const previousLookup = process.env.ATLAS_SITE_LOOKUP_URL;

beforeAll(async () => {
  const { database, close } = await openTestDatabase();
  closeDatabase = close;
  transport = await openEventTransport({ db: database, kafkaBrokers: [] });
  const sites = await createService(definition('sites'), { database, transport, logger: false });
  process.env.ATLAS_SITE_LOOKUP_URL = await sites.listen({ host: '127.0.0.1', port: 0 });
  apps = { sites };
  for (const name of ['content', 'menus', 'analytics', 'marketplace'])
    apps[name] = await createService(definition(name), { database, transport, logger: false, runEvents: false });
  for (const app of Object.values(apps)) await app.ready();
});

afterAll(async () => {
  for (const app of Object.values(apps).reverse()) await app.close();
  await transport?.close();
  await closeDatabase?.();
  process.env.ATLAS_SITE_LOOKUP_URL = previousLookup;
});

async function call(service: string, method: 'GET' | 'POST', url: string, body?: object, as = owner) {
  const response = await apps[service].inject({ method, url, payload: body, headers: authHeader(as) });
  return { status: response.statusCode, body: response.json() };
}

test('a site created a moment ago takes content, a menu, a goal and a redirect in the same second', async () => {
  const site = await call('sites', 'POST', '/api/builder/sites/', { name: 'Fresh Bakery' });
  expect(site.status).toBe(201);
  const id = site.body.id as number;
  // Nothing has reached the other services' copies.
  for (const name of ['content', 'menus', 'analytics', 'marketplace'])
    expect(await apps[name].db(`${name}.sites`).where({ id }).first()).toBeUndefined();

  const locations = await call('menus', 'GET', '/api/locations/');
  const header = (locations.body as { id: number; slug: string }[]).find((location) => location.slug === 'header-primary')!.id;
  const redirects = await apps.marketplace.db('marketplace.modules').where({ slug: 'redirects' }).first('id');
  expect((await call('marketplace', 'POST', `/api/marketplace/modules/${redirects.id}/module_action/`, { action: 'install' })).status).toBe(
    200,
  );

  const answers = await Promise.all([
    call('content', 'POST', '/api/content/', { site: id, title: 'Opening day' }),
    call('menus', 'POST', '/api/menus/', { site: id, name: 'Main', location: header }),
    call('analytics', 'POST', '/api/analytics/conversion-goals/', { name: 'Signup', goal_type: 'signup', site: id }),
    call('marketplace', 'POST', '/api/marketplace/redirects/', { site: id, from_path: '/old', to_path: '/new' }),
  ]);
  expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);

  // The same site stays someone else's for a stranger, asked or not.
  const refused = await Promise.all([
    call('content', 'POST', '/api/content/', { site: id, title: 'Mine now' }, stranger),
    call('menus', 'POST', '/api/menus/', { site: id, name: 'Mine', location: header }, stranger),
    call('analytics', 'POST', '/api/analytics/conversion-goals/', { name: 'Mine', goal_type: 'signup', site: id }, stranger),
  ]);
  expect(refused.map((answer) => [answer.status, answer.body.detail])).toEqual([
    [404, 'Site not found'],
    [404, 'Site not found'],
    [404, 'Site not found'],
  ]);
});
