import { randomUUID } from 'node:crypto';
import { startSites, type Harness } from './harness';

jest.mock('../seed/templates', () => ({ templateLibrary: require('./library-fixture').libraryFixture }), { virtual: true });

let h: Harness;
beforeAll(async () => {
  h = await startSites();
});
afterAll(async () => {
  await h.service.close();
});

const registered = (payload: Record<string, unknown>) => ({
  id: randomUUID(),
  type: 'identity.user.registered',
  version: 1 as const,
  occurredAt: new Date().toISOString(),
  key: String(payload.user_id),
  payload,
});

describe('demo data on registration', () => {
  it('gives a demo user a published primary Demo Site with a landing home page, an About page and a menu', async () => {
    const demo = { id: 41, username: 'demo' };
    await h.service.app.events.deliver(registered({ user_id: demo.id, username: 'demo', demo: true }));
    const [site] = (await h.call('GET', '/api/builder/sites/', { as: demo })).body;
    expect(site).toMatchObject({ name: 'Demo Site', slug: 'demo', is_published: true, isPrimary: true, pages_count: 2 });
    expect(site.navigations[0].structure.map((i: any) => [i.label, i.url])).toEqual([
      ['Home', '/'],
      ['About', '/about'],
    ]);
    const pages = (await h.call('GET', `/api/builder/pages/?site=${site.id}`, { as: demo })).body;
    expect(pages.map((p: any) => [p.title, p.is_home_page, p.is_published])).toEqual([
      ['Home', true, true],
      ['About', false, true],
    ]);
    expect(site.navigations[0].structure.map((i: any) => i.page_id)).toEqual(pages.map((p: any) => p.id));
    expect(pages[0].blocks[0].content.title).toBe('Launch faster');
    expect((await h.call('GET', '/api/builder/public/demo/about/', { as: null })).status).toBe(200);
  });

  it('is idempotent: a redelivered or repeated event adds nothing', async () => {
    const event = registered({ user_id: 42, demo: true });
    await h.service.app.events.deliver(event);
    await h.service.app.events.deliver(event);
    await h.service.app.events.deliver(registered({ user_id: 42, demo: true }));
    const sites = (await h.call('GET', '/api/builder/sites/', { as: { id: 42 } })).body;
    expect(sites).toHaveLength(1);
    expect(sites[0].slug).toBe('demo-42');
  });

  it('does nothing for an ordinary registration', async () => {
    await h.service.app.events.deliver(registered({ user_id: 43, demo: false }));
    expect((await h.call('GET', '/api/builder/sites/', { as: { id: 43 } })).body).toEqual([]);
  });
});
