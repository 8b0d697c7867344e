import Fastify, { type FastifyInstance } from 'fastify';
import { createEventBus, type EventBus } from '@atlas/service-kit';
import { testService, authHeader, type TestService } from '@atlas/service-kit/testing';
import { publicSites } from '@atlas/public-sites';
import { definition } from '../service';
import { block } from './blocks-fixture';

jest.mock('../seed/templates', () => ({ templateLibrary: require('./library-fixture').libraryFixture }), { virtual: true });

// The seam between this service and the gateway's public-site renderer, both real: the renderer reads
// the public endpoints over HTTP and drops its cache on the sites.* events this service publishes.

let sites: TestService;
let bus: EventBus;
let renderer: FastifyInstance;
const owner = { id: 7, username: 'owner' };

const api = async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) => {
  const res = await sites.app.inject({ method, url, payload, headers: authHeader(owner) });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json();
};

async function eventually(check: () => Promise<boolean>, ms = 5000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

beforeAll(async () => {
  sites = await testService(definition);
  await sites.app.listen({ host: '127.0.0.1', port: 0 });
  bus = await createEventBus({ group: 'public-renderer-test', db: sites.database, transport: sites.app.events.transport });
  renderer = Fastify();
  await renderer.register(publicSites, {
    sitesUrl: `http://127.0.0.1:${(sites.app.server.address() as { port: number }).port}`,
    events: bus,
  });
  await renderer.ready();
});
afterAll(async () => {
  await renderer.close();
  await bus.close();
  await sites.close();
});

describe('public site rendered from the sites service', () => {
  it('renders a published page, 404s a draft, and shows an edit once it is published', async () => {
    const site = await api('POST', '/api/builder/sites/', { name: 'River Cafe', slug: 'river-cafe' });
    const home = await api('POST', '/api/builder/pages/', {
      site: site.id,
      title: 'Home',
      is_published: true,
      blocks: [block('h', 'heading', { text: 'Coffee by the river', level: 'h1' })],
    });
    const draft = await api('POST', '/api/builder/pages/', { site: site.id, title: 'Menu' });
    await api('PATCH', `/api/builder/sites/${site.id}/navigation/`, { menu_items: [{ label: 'Menu', url: '/menu' }] });

    expect((await renderer.inject('/river-cafe')).body).toContain('Site not found or not published yet.');
    await api('POST', `/api/builder/sites/${site.id}/publish/`);
    expect(await eventually(async () => (await renderer.inject('/river-cafe')).statusCode === 200)).toBe(true);

    const page = await renderer.inject('/river-cafe');
    expect(page.body).toContain('Coffee by the river');
    expect(page.body).toContain('<a href="/river-cafe/menu">Menu</a>');
    expect((await renderer.inject('/river-cafe/menu')).statusCode).toBe(404);

    await api('POST', `/api/builder/pages/${home.id}/save_blocks/`, {
      blocks: [block('h', 'heading', { text: 'Now serving brunch', level: 'h1' })],
    });
    await api('POST', `/api/builder/pages/${draft.id}/publish/`);
    expect(await eventually(async () => (await renderer.inject('/river-cafe')).body.includes('Now serving brunch'))).toBe(true);
    expect((await renderer.inject('/river-cafe/menu')).statusCode).toBe(200);
  });

  it('renders the home page of a site whose slug is "primary"', async () => {
    const site = await api('POST', '/api/builder/sites/', { name: 'Primary School', slug: 'primary' });
    await api('POST', '/api/builder/pages/', {
      site: site.id,
      title: 'Welcome',
      is_published: true,
      blocks: [block('h', 'heading', { text: 'Term starts Monday', level: 'h1' })],
    });
    await api('POST', `/api/builder/sites/${site.id}/publish/`);
    expect(await eventually(async () => (await renderer.inject('/primary')).body.includes('Term starts Monday'))).toBe(true);
  });

  it("unlocks a password-protected site with the service's token in a cookie", async () => {
    const site = await api('POST', '/api/builder/sites/', { name: 'Members', slug: 'members-club' });
    await api('POST', '/api/builder/pages/', {
      site: site.id,
      title: 'Home',
      is_published: true,
      blocks: [block('h', 'heading', { text: 'Members only', level: 'h1' })],
    });
    await api('PATCH', `/api/builder/sites/${site.id}/`, { password_protected: true, site_password: 'club-secret' });
    await api('POST', `/api/builder/sites/${site.id}/publish/`);

    const locked = await renderer.inject('/members-club');
    expect(locked.statusCode).toBe(401);
    expect(locked.body).not.toContain('Members only');
    const unlock = await renderer.inject({
      method: 'POST',
      url: '/members-club/_unlock',
      payload: 'password=club-secret&next=%2Fmembers-club',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(unlock.statusCode).toBe(303);
    const cookie = String(([] as string[]).concat(unlock.headers['set-cookie'] as string[])[0]).split(';')[0];
    const open = await renderer.inject({ url: '/members-club', headers: { cookie } });
    expect(open.statusCode).toBe(200);
    expect(open.body).toContain('Members only');
  });
});
