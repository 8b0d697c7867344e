// Issue 41: posts and menus have the page's lock. The sites service keeps it; the content and menus
// services ask it (as the saving user) before a change, over HTTP, and refuse with 423 naming the holder.
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { createService, openEventTransport, type AtlasApp, type EventTransport } from '@atlas/service-kit';
import { authHeader, openTestDatabase } from '@atlas/service-kit/testing';
import { REPO_ROOT } from '../platform';

const definition = (name: string) => require(path.join(REPO_ROOT, 'services', name, 'src', 'service.ts')).definition;

const owner = { id: 4201, username: 'anna' };
const editor = { id: 4202, username: 'bruno' };
type Who = typeof owner;

let apps: Record<string, AtlasApp> = {};
let transport: EventTransport;
let closeDatabase: () => Promise<void>;
const previousLookup = process.env.ATLAS_SITE_LOOKUP_URL;

beforeAll(async () => {
  const { database, close } = await openTestDatabase();
  closeDatabase = close;
  transport = await openEventTransport({ db: database, kafkaBrokers: [] });
  const sites = await createService(definition('sites'), { database, transport, logger: false, runEvents: false });
  process.env.ATLAS_SITE_LOOKUP_URL = await sites.listen({ host: '127.0.0.1', port: 0 });
  apps = { sites };
  for (const name of ['content', 'menus'])
    apps[name] = await createService(definition(name), { database, transport, logger: false, runEvents: false });
  for (const app of Object.values(apps)) await app.ready();
});

afterAll(async () => {
  for (const app of Object.values(apps).reverse()) await app.close();
  await transport?.close();
  await closeDatabase?.();
  process.env.ATLAS_SITE_LOOKUP_URL = previousLookup;
});

async function call(service: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, as: Who, body?: object, headers = {}) {
  const response = await apps[service].inject({ method, url, payload: body, headers: { ...authHeader(as), ...headers } });
  return { status: response.statusCode, body: response.body ? response.json() : undefined };
}

/** What the content and menus services publish, delivered to the sites service (its read model of posts and menus). */
async function told(type: string, payload: Record<string, number>) {
  await apps.sites.events.deliver({
    id: randomUUID(),
    type,
    version: 1,
    occurredAt: new Date().toISOString(),
    key: String(payload.site_id),
    payload,
  });
}

test("a post and a menu someone else is editing refuse the others' saves with 423 naming them, until taken over", async () => {
  const site = (await call('sites', 'POST', '/api/builder/sites/', owner, { name: 'Harbour Bakery' })).body.id as number;
  const invited = await call('sites', 'POST', `/api/builder/sites/${site}/invitations/`, owner, {
    email: 'bruno@example.com',
    role: 'editor',
    any_address: true,
  });
  const token = invited.body.accept_url.replace('/invite/', '');
  expect((await call('sites', 'POST', '/api/builder/invitations/accept/', editor, { token })).status).toBe(200);

  // A post: anna's tab holds it; bruno's save is refused, naming her; he takes it over and saves; her tab is refused.
  const post = (await call('content', 'POST', '/api/content/', owner, { site, title: 'Opening day', body: 'Bread' })).body;
  await told('content.item.created', { item_id: post.id, site_id: site });
  expect((await call('sites', 'POST', `/api/builder/posts/${post.id}/lock/`, owner, { session: 'tab-anna-0001' })).status).toBe(200);
  const refused = await call(
    'content',
    'PUT',
    `/api/content/${post.id}/`,
    editor,
    { title: 'Opening day', body: 'Cake' },
    { 'x-edit-session': 'tab-bruno-001' },
  );
  expect(refused.status).toBe(423);
  expect(refused.body.detail).toBe('anna is editing this post. Take it over to save your changes.');
  expect(refused.body.lock.user.username).toBe('anna');
  expect(refused.body.lock.session).toBeUndefined();
  // Her own tab saves.
  expect(
    (await call('content', 'PATCH', `/api/content/${post.id}/`, owner, { body: 'Rye' }, { 'x-edit-session': 'tab-anna-0001' })).status,
  ).toBe(200);

  expect((await call('sites', 'POST', `/api/builder/posts/${post.id}/lock/takeover/`, editor, { session: 'tab-bruno-001' })).status).toBe(
    200,
  );
  expect(
    (await call('content', 'PATCH', `/api/content/${post.id}/`, editor, { body: 'Cake' }, { 'x-edit-session': 'tab-bruno-001' })).status,
  ).toBe(200);
  const hers = await call('content', 'PATCH', `/api/content/${post.id}/`, owner, { body: 'Spelt' }, { 'x-edit-session': 'tab-anna-0001' });
  expect(hers.status).toBe(423);
  expect(hers.body.detail).toBe('bruno is editing this post. Take it over to save your changes.');

  // A menu: the same.
  const locations = (await call('menus', 'GET', '/api/locations/', owner)).body as { id: number; slug: string }[];
  const menu = (await call('menus', 'POST', '/api/menus/', owner, { site, name: 'Main', location: locations[0].id })).body;
  await told('menus.menu.created', { menu_id: menu.id, site_id: site });
  expect((await call('sites', 'POST', `/api/builder/menus/${menu.id}/lock/`, editor, { session: 'tab-bruno-001' })).status).toBe(200);
  const renamed = await call('menus', 'PATCH', `/api/menus/${menu.id}/`, owner, { name: 'Mine' }, { 'x-edit-session': 'tab-anna-0001' });
  expect(renamed.status).toBe(423);
  expect(renamed.body.detail).toBe('bruno is editing this menu. Take it over to save your changes.');
  expect(
    (await call('menus', 'PATCH', `/api/menus/${menu.id}/`, editor, { name: 'Top' }, { 'x-edit-session': 'tab-bruno-001' })).status,
  ).toBe(200);
}, 60_000);
